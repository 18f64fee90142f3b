import { searchUnderstandingCopy as copy } from "@site/content/job-posts/jobs";
import type { searchJobs } from "@site/contract/api/job-posts";
import type { CallAnswer } from "#web/lib/api-client";
import { FilterChip } from "./filter-chip";

interface SearchUnderstandingProps {
  /** The answer of the search and the keyword it was asked with. */
  answer: Pick<
    CallAnswer<typeof searchJobs>,
    "correctedQuery" | "relaxed" | "understoodFilters" | "understoodFiltersRankOnly"
  > & { keyword: string };
  /** Searches other words: the typed ones as typed (`exact`), or the keyword without a chip's words. */
  onSearch: (keyword: string, exact?: boolean) => void;
}

/**
 * What the search read from the words (docs/decisions/067-search-that-understands-job-seekers.md):
 * "Showing results for … — Search instead for …" when it corrected a word, a note when no job
 * matched every word, and the filters it read from the words as chips that remove them.
 */
export function SearchUnderstanding({ answer, onSearch }: SearchUnderstandingProps) {
  const { correctedQuery, relaxed, understoodFilters = [], understoodFiltersRankOnly } = answer;
  if (!correctedQuery && !relaxed && understoodFilters.length === 0) return null;
  return (
    <div className="mb-4 space-y-2 text-slate-700 text-sm" data-testid="search-understanding">
      {correctedQuery ? (
        <p>
          {copy.showingResultsFor} <strong className="text-slate-900">{correctedQuery}</strong>
          {" — "}
          {copy.searchInsteadFor}{" "}
          <button
            type="button"
            className="text-navy-700 underline hover:text-navy-900"
            onClick={() => onSearch(answer.keyword, true)}
          >
            {answer.keyword}
          </button>
        </p>
      ) : null}
      {relaxed ? <p>{copy.relaxed}</p> : null}
      {understoodFilters.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>{copy.understood}</span>
          {understoodFilters.map((filter) => (
            <FilterChip
              key={`${filter.kind}:${filter.value}`}
              label={filter.label}
              onRemove={() => onSearch(filter.keywordWithout)}
            />
          ))}
        </div>
      ) : null}
      {understoodFiltersRankOnly ? <p>{copy.rankOnly}</p> : null}
    </div>
  );
}
