/**
 * One language's voice behaviour, as data: what the line says on its own (greeting, fillers) and
 * what it listens for (backchannels, slow-down requests, distress). Adding a language is adding
 * a file here and one line in ./index.ts.
 */
export interface VoicePack {
  /**
   * The first words of every call. It must say that the caller talks to an automated assistant
   * (EU AI Act Art. 50: people must be told they interact with an AI system) and that it gives no
   * medical advice.
   */
  greeting(tenantName: string): string;
  /**
   * The filler ladder: said while the answer is being prepared, one phrase per tier (1.5 s, 4 s,
   * 10 s). Short, calm, and never a promise about the content of the answer.
   */
  fillers: readonly [string, string, string];
  /**
   * Listener sounds that mean "go on", not "stop": while the line speaks they must not cut it off.
   * Whole-utterance matches only ("ja" is a backchannel, "ja maar wacht" is not).
   */
  backchannels: readonly string[];
  /** Explicit requests for slower speech. */
  slowerRequests: readonly string[];
  /** Explicit requests to speak at normal pace again. */
  fasterRequests: readonly string[];
  /** Words of a caller under stress; the line slows down a little and stays calm. */
  distressCues: readonly string[];
  /**
   * Words after which a caller is usually mid-dictation ("mijn nummer is …"): the line waits
   * longer before it takes the turn.
   */
  dictationLeadIns: readonly string[];
  /**
   * Words a caller dictates digits with that are not cardinals ("oh", "double"); every cardinal
   * ("vier", "vierendertig", "quatre-vingt-dix") comes from lib/text/number-words.
   */
  numberWords: readonly string[];
  /**
   * Word endings that announce a number (a phone, file or post code: "telefoonnummer", "postcode",
   * "numéro", "codice"): after one of them, a caller who stops on a number may still be dictating.
   */
  numberNouns: readonly string[];
  /**
   * Words a finished sentence does not end on: hesitation sounds ("ehm"), conjunctions ("en",
   * "maar"), articles. A caller who pauses after one of them is still talking.
   */
  unfinishedEndings: readonly string[];
  /**
   * Said when the answer could not be prepared at all (the app is unreachable, a timeout). The
   * line then really hands the caller over (browser: the number on screen; phone: a transfer).
   */
  technicalFallback(helpdesk: string): string;
  /**
   * Every line of the worker is taken and no other worker has room: said instead of a
   * conversation, then the call ends. Short; it names a number, so the caller is not left without one.
   */
  linesBusy(helpdesk: string): string;
  /** A phone transfer the helpdesk's line refused or could not complete: the caller stays on the line and gets the number. */
  transferFailed(helpdesk: string): string;
}
