// vitest setupFiles entry: every test process has its own secrets before any module reads the env.
import { ensureTestSecrets } from "./test-secrets";

ensureTestSecrets();
