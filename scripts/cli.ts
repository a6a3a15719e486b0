/**
 * Voicedesk command line. `npm run -s cli -- batch` speaks JSON Lines on stdin/stdout:
 * exactly one JSON answer line per input line, in order. Logs go to stderr.
 */
import { runBatch } from "../server/cli/batch";
import { batchRegistry } from "../server/cli/registry";

const usage = `usage: npm run -s cli -- <command>

commands:
  batch     read JSON Lines requests on stdin, write one JSON answer line per request on stdout
            ops: ${[...batchRegistry.keys()].sort().join(", ")}
`;

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  switch (command) {
    case "batch": {
      await runBatch(process.stdin, process.stdout, batchRegistry);
      return 0;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(usage);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`unknown command "${command}"\n${usage}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`voicedesk cli: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
