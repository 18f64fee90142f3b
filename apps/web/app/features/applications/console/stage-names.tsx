import { stageLabels } from "@site/content/applications/pipeline";
import { applicationStages } from "@site/contract/api/applications";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { JobStagesAnswer } from "../api/job-stages";

/** One column of the board and option of the stage selects: a stage's key and its name on the job. */
export interface StageOption {
  key: string;
  name: string;
}

export interface StageNames {
  /** The job's live stages, in board order. */
  options: readonly StageOption[];
  /** A stage's name, live or removed (the history names stages that are gone). */
  nameOf: (key: string) => string;
}

const fallback = (options: readonly StageOption[], removed: readonly StageOption[] = []): StageNames => {
  const names = new Map([...removed, ...options].map((option) => [option.key, option.name]));
  return { options, nameOf: (key) => names.get(key) ?? key };
};

// Until a job's stages have loaded (and in screens that never load them), today's stages.
const defaults = fallback(applicationStages.map((key) => ({ key, name: stageLabels[key] })));
const StageNamesContext = createContext<StageNames>(defaults);

/** The stages of the job whose pipeline is on screen (docs/decisions/083-custom-pipeline-stages.md). */
export function StageNamesProvider({
  stages,
  children,
}: {
  stages: JobStagesAnswer | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => (stages ? fallback(stages.stages, stages.removed) : defaults), [stages]);
  return <StageNamesContext.Provider value={value}>{children}</StageNamesContext.Provider>;
}

export const useStageNames = () => useContext(StageNamesContext);
