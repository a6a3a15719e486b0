// Moved to scripts/lib/processes.ts (`npm start` runs its services with it too); kept so e2e imports stay valid.
export * from "../../scripts/lib/processes";
