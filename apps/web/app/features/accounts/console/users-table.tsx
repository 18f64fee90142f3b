import { usersCopy } from "@site/content/accounts/users";
import { roleLabels, statusLabels } from "@site/content/console";
import type { UserDetails } from "@site/contract/api/accounts";
import { Button } from "#web/components/button";
import { ConsoleTable, cellClass, RowActions, rowButtonClass } from "#web/layouts/console/console-table";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { UserChange } from "../api/change-user";

export interface UserActions {
  onView: (user: UserDetails) => void;
  onChange: (change: UserChange, email: string) => void;
  onResetPassword: (email: string) => void;
}

/** An account's actions in its row: view, deactivate (or reactivate), reset password, remove. */
function rowActions(user: UserDetails, actions: UserActions): [label: string, onClick: () => void][] {
  const toggle = user.status === "deactivated" ? "reactivate" : "deactivate";
  return [
    [usersCopy.view, () => actions.onView(user)],
    [usersCopy[toggle], () => actions.onChange(toggle, user.email)],
    [usersCopy.resetPassword, () => actions.onResetPassword(user.email)],
    [usersCopy.remove, () => actions.onChange("remove", user.email)],
  ];
}

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
    <ConsoleTable
      caption={usersCopy.tableCaption(total)}
      head={[c.email, c.name, c.role, c.status, c.created, c.lastLogin, c.actions]}
    >
      {users.map((user) => (
        <tr key={user.email}>
          <th scope="row" className={`${cellClass} break-all text-left font-medium text-slate-900`}>
            {user.email}
          </th>
          <td className={cellClass}>{`${user.firstName} ${user.lastName}`.trim() || "—"}</td>
          <td className={cellClass}>{roleLabels[user.role]}</td>
          <td className={cellClass}>{statusLabels[user.status]}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(user.lastLoginAt)}</td>
          <td className={cellClass}>
            <RowActions label={usersCopy.actionsFor(user.email)}>
              {rowActions(user, actions).map(([label, onClick]) => (
                <Button key={label} variant="secondary" className={rowButtonClass} onClick={onClick}>
                  {label}
                </Button>
              ))}
            </RowActions>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
