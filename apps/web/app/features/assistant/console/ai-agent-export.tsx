import { aiAgentCopy } from "@site/content/console";
import type { ChatPeriod, ChatQuestionFilter } from "@site/contract/api/assistant";
import { useState } from "react";
import { Button } from "#web/components/button";
import { useExportChatQuestions } from "../api/export-chat-questions";

/** Saves the CSV the server made as a file, through a link to a Blob the browser downloads. */
function download(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Export as CSV": the questions of the filter and period on screen (the server neutralises formulas). */
export function AiAgentExport({ filter, period }: { filter: ChatQuestionFilter; period: ChatPeriod }) {
  const exporter = useExportChatQuestions();
  const [status, setStatus] = useState("");
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="secondary"
        busy={exporter.isPending}
        busyLabel={aiAgentCopy.exporting}
        onClick={() =>
          exporter.mutate(
            { filter, period },
            {
              onSuccess: (answer) => {
                download(answer.filename, answer.csv);
                setStatus(aiAgentCopy.exported(answer.rows));
              },
              onError: () => setStatus(aiAgentCopy.exportFailed),
            },
          )
        }
      >
        {aiAgentCopy.exportCsv}
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
