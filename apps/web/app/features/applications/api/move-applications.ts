import { moveApplications } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/move_applications: all of them or none; the pipeline and overview reload after. */
export function useMoveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof moveApplications>) => call(moveApplications, input),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        ...input.applicationIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: consoleKeys.application(id) }),
        ),
      ]),
  });
}
