/**
 * The generic runner moved to scripts/lib/services.ts (`npm start` uses it too); this keeps the
 * e2e names and the `[e2e]` prefix on progress lines. See global-setup.ts for the service list.
 */
import {
  describeServiceEvent,
  startServices as startServicesInOrder,
  type RunningServices,
  type Service,
  type ServiceContext,
} from "../../scripts/lib/services";

export type { RunningService, RunningServices, ServiceContext, ServiceEnd } from "../../scripts/lib/services";
export type E2EService = Service;

export function startServices(services: readonly E2EService[], base: Omit<ServiceContext, "env">): Promise<RunningServices> {
  return startServicesInOrder(services, { ...base, report: (event) => process.stderr.write(`[e2e] ${describeServiceEvent(event)}\n`) });
}
