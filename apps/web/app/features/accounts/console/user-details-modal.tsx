import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy, roleLabels, statusLabels } from "@site/content/console";
import type { UserDetails } from "@site/contract/api/accounts";
import { Button } from "#web/components/button";
import { Modal } from "#web/components/modal";
import { formatDateTime } from "#web/layouts/console/format-date-time";

interface UserDetailsModalProps {
  /** The account to show; null keeps the dialog closed. */
  user: UserDetails | null;
  onClose: () => void;
}

/** One account's details (selectUser). */
export function UserDetailsModal({ user, onClose }: UserDetailsModalProps) {
  const rows: [string, string][] = user
    ? [
        [usersCopy.columns.email, user.email],
        [usersCopy.columns.name, `${user.firstName} ${user.lastName}`.trim() || "—"],
        [usersCopy.columns.role, roleLabels[user.role]],
        [usersCopy.columns.status, statusLabels[user.status]],
        [usersCopy.columns.created, formatDateTime(user.createdAt)],
        [usersCopy.columns.lastLogin, formatDateTime(user.lastLoginAt)],
      ]
    : [];
  return (
    <Modal open={user !== null} title={usersCopy.detailsTitle} onClose={onClose}>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="col-span-2 break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {consoleCopy.close}
        </Button>
      </div>
    </Modal>
  );
}
