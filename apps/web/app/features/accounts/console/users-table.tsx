import { usersCopy } from "@site/content/accounts/users";
import { roleLabels, statusLabels } from "@site/content/console";
import type { UserDetails } from "@site/contract/api/accounts";
import { Button } from "#web/components/button";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { UserChange } from "../api/change-user";

export interface UserActions {
  onView: (user: UserDetails) => void;
  onChange: (change: UserChange, email: string) => void;
  onResetPassword: (email: string) => void;
}

const cell = "px-3 py-2 align-top";
const small = "px-3 py-1.5 text-sm";

/** The accounts of one page, each with its actions (named after the account for screen readers). */
export function UsersTable({
  users,
  total,
  actions,
}: {
  users: UserDetails[];
  total: number;
  actions: UserActions;
}) {
  const c = usersCopy.columns;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-3 py-2 text-left text-slate-600">{usersCopy.tableCaption(total)}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {[c.email, c.name, c.role, c.status, c.created, c.lastLogin, c.actions].map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.email}>
              <th scope="row" className={`${cell} break-all text-left font-medium text-slate-900`}>
                {user.email}
              </th>
              <td className={cell}>{`${user.firstName} ${user.lastName}`.trim() || "—"}</td>
              <td className={cell}>{roleLabels[user.role]}</td>
              <td className={cell}>{statusLabels[user.status]}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(user.lastLoginAt)}</td>
              <td className={cell}>
                {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a fieldset of inputs. */}
                <div
                  role="group"
                  aria-label={usersCopy.actionsFor(user.email)}
                  className="flex flex-wrap gap-2"
                >
                  <Button variant="secondary" className={small} onClick={() => actions.onView(user)}>
                    {usersCopy.view}
                  </Button>
                  {user.status === "deactivated" ? (
                    <Button
                      variant="secondary"
                      className={small}
                      onClick={() => actions.onChange("reactivate", user.email)}
                    >
                      {usersCopy.reactivate}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      className={small}
                      onClick={() => actions.onChange("deactivate", user.email)}
                    >
                      {usersCopy.deactivate}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    className={small}
                    onClick={() => actions.onResetPassword(user.email)}
                  >
                    {usersCopy.resetPassword}
                  </Button>
                  <Button
                    variant="secondary"
                    className={small}
                    onClick={() => actions.onChange("remove", user.email)}
                  >
                    {usersCopy.remove}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
