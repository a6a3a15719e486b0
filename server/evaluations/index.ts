export { addCase, listCases, removeCase, replaceCases, EvaluationRefused, type EvaluationCase } from "./cases";
export { currentEvaluationJob, followEvaluationJob, startEvaluationRun, EvaluationBusy, type EvaluationJob } from "./jobs";
export { listRuns, runDetail, RUNS_LISTED, type RunSummary } from "./runs";
export { judge, describeActual, mentions, speaksNumber } from "./judge";
export { compareResults, compareRuns, type RunComparison } from "./compare";
