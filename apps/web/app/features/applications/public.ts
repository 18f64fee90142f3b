// What other features may use of applications (docs/decisions/066-console-as-a-layout-and-shared-ui.md).

export { useMyApplications } from "./api/my-applications";
export { ApplyOptions } from "./components/apply-options";
export { MyApplications } from "./components/my-applications";
