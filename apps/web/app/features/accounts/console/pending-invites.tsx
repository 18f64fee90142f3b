import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy, roleLabels } from "@site/content/console";
import type { OpenInvite } from "@site/contract/api/accounts";
import { useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { ConfirmMutation } from "#web/components/confirm-mutation";
import { ConsoleTable, cellClass, RowActions, rowButtonClass } from "#web/layouts/console/console-table";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useInvites } from "../api/list-invites";
import { useResendInvite } from "../api/resend-invite";
import { useRevokeInvite } from "../api/revoke-invite";

/** The invitations not yet accepted, each with Resend (a new link) and Revoke (asked first). */
export function PendingInvites() {
  const invites = useInvites();
  const resend = useResendInvite();
  const [revoking, setRevoking] = useState<OpenInvite | null>(null);
  const c = usersCopy.inviteColumns;

  if (invites.isPending)
    return (
      <p role="status" className="py-3 text-slate-600">
        {consoleCopy.loading}
      </p>
    );
  if (invites.isError) return <AlertMessage>{describeError(invites.error)}</AlertMessage>;
  if (invites.data.data.length === 0) return <p className="py-3 text-slate-600">{usersCopy.noInvites}</p>;
  return (
    <>
      <AlertMessage>{resend.error ? describeError(resend.error) : null}</AlertMessage>
      <ConsoleTable
        caption={usersCopy.invitesCaption(invites.data.data.length)}
        head={[c.email, c.name, c.role, c.invitedBy, c.expires, c.actions]}
      >
        {invites.data.data.map((invite) => (
          <tr key={invite.inviteId}>
            <th scope="row" className={`${cellClass} break-all text-left font-medium text-slate-900`}>
              {invite.email}
            </th>
            <td className={cellClass}>{`${invite.firstName} ${invite.lastName}`}</td>
            <td className={cellClass}>{roleLabels[invite.role]}</td>
            <td className={`${cellClass} break-all`}>{invite.invitedBy || "—"}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {invite.expired ? (
                <span className="font-medium text-red-800">{usersCopy.expired}</span>
              ) : (
                formatDateTime(invite.expiresAt)
              )}
            </td>
            <td className={cellClass}>
              <RowActions label={usersCopy.inviteActionsFor(invite.email)}>
                <Button
                  variant="secondary"
                  className={rowButtonClass}
                  busy={resend.isPending && resend.variables === invite.inviteId}
                  busyLabel={usersCopy.resendBusy}
                  onClick={() =>
                    resend.mutate(invite.inviteId, { onSuccess: ({ message }) => toast.success(message) })
                  }
                >
                  {usersCopy.resend}
                </Button>
                <Button variant="secondary" className={rowButtonClass} onClick={() => setRevoking(invite)}>
                  {usersCopy.revoke}
                </Button>
              </RowActions>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <ConfirmRevoke invite={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function ConfirmRevoke({ invite, onClose }: { invite: OpenInvite | null; onClose: () => void }) {
  return (
    <ConfirmMutation
      mutation={useRevokeInvite()}
      variables={invite ? invite.inviteId : null}
      title={usersCopy.revokeTitle}
      description={invite ? usersCopy.revokeText(invite.email) : undefined}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={usersCopy.revoke}
      busyLabel={usersCopy.revokeBusy}
      onClose={onClose}
    />
  );
}
