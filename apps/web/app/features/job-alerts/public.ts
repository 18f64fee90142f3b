// What other features may use of job alerts (docs/decisions/066-console-as-a-layout-and-shared-ui.md).

export { useJobAlerts } from "./api/job-alerts";
export { CreateAlertControl } from "./components/create-alert-control";
export { JobAlertsList } from "./components/job-alerts-list";
export { UnsubscribeScreen } from "./components/unsubscribe-screen";
