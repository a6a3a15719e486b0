/**
 * Every word the "Talk to us" page shows, for one language. Adding a language is adding a file
 * next to this one and a line in ./index.ts; the components never branch on the language.
 */
export interface TalkStrings {
  // Every *Label is a button's accessible name and starts with the button's visible words
  // (WCAG 2.5.3 label in name): a voice-control user says what they see.
  /** The page's <title>. */
  pageTitle(tenantName: string): string;
  /** Under the hospital's name. */
  lineName: string;
  /**
   * EU AI Act Art. 50: people must be told they are dealing with an AI system before they start.
   * Also the line's one non-negotiable limit: no medical advice, and where emergencies go.
   */
  notice: {
    heading: string;
    body(tenantName: string): string;
    emergency(emergencyNumber: string): string;
  };
  languageSwitch: { label: string };
  call: {
    heading: string;
    call: string;
    callLabel(tenantName: string): string;
    /** The call button after a call that did not go through or has ended. */
    callAgain: string;
    callAgainLabel(tenantName: string): string;
    hangup: string;
    hangupLabel: string;
    /** A toggle (aria-pressed): the same words whether muted or not. */
    mute: string;
    muteLabel: string;
    /** Shown and announced while the microphone is muted. */
    muted: string;
    startAudio: string;
    startAudioLabel: string;
  };
  /** One line per call state, announced politely to screen readers. */
  status: {
    idle: string;
    connecting: string;
    /** No assistant yet a few seconds after the microphone opened: the caller is told it is still trying. */
    stillConnecting: string;
    connected(tenantName: string): string;
    endedByCaller: string;
    endedByLine: string;
    connectionLost: string;
    noAnswer: string;
    joinFailed: string;
    connectFailed: string;
    microphoneFailed: string;
  };
  /** Why the microphone could not be used, and the way out (typing). */
  micError: { denied: string; notFound: string; inUse: string; other: string; offerText: string };
  agentState: { waiting: string; initializing: string; idle: string; listening: string; thinking: string; speaking: string };
  /** `newMessage`: the pill shown when something arrived while the reader had scrolled up. */
  transcript: { heading: string; label: string; empty: string; caller: string; agent: string; interrupted: string; newMessage: string };
  chat: {
    heading: string;
    intro: string;
    label: string;
    placeholder: string;
    send: string;
    sendLabel: string;
    sending: string;
    failed: string;
    tooLong: string;
  };
  /**
   * The card under a typed emergency answer. `call` is the link's visible words; `callLabel` its
   * accessible name (starts with the visible words, WCAG 2.5.3).
   */
  emergency: { heading(emergencyNumber: string): string; body: string; call(emergencyNumber: string): string; callLabel(emergencyNumber: string): string };
  transfer: { heading: string; body: string; callLabel(phone: string): string };
  /**
   * No assistant joined the call (the voice worker is down or overloaded): what the caller can do
   * now. `callUs` comes before the hospital's number, when it has one.
   */
  noAnswer: { heading: string; body: string; callUs: string };
}
