import { AdminOnly } from "../layouts/console/console-layout";

/** The console's admin-only screens (users, inquiries, AI Agent) render inside this frame. */
export default function ConsoleAdminRoute() {
  return <AdminOnly />;
}
