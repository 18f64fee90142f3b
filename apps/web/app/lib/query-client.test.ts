import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

// docs/decisions/133: a signed-in candidate's answers written into the page are older than any
// write this tab makes; the first write drops them, so the refetch after it asks the API.

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the app's query client", () => {
  it("drops the person's embedded answers at the first write, and keeps the page's other answers", async () => {
    document.head.innerHTML = [
      '<script type="application/json" data-person="" data-early-answer="POST /api/saved_jobs {}">{"data":[]}</script>',
      '<script type="application/json" data-early-answer="POST /api/view_job_post {&#34;job_id&#34;:7}">{}</script>',
    ].join("");
    const client = createQueryClient();
    expect(document.querySelectorAll("script[data-person]")).toHaveLength(1);
    await new MutationObserver(client, { mutationFn: async () => "saved" }).mutate();
    expect(document.querySelectorAll("script[data-person]")).toHaveLength(0);
    expect(document.querySelectorAll("script[data-early-answer]")).toHaveLength(1);
  });
});
