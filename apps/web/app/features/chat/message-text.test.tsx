import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageText } from "./message-text";

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="message">
        <MessageText text={text} />
      </p>
    </MemoryRouter>,
  );
}

describe("MessageText", () => {
  it("renders in-app, web and mailto links, web links in a new tab", () => {
    renderText("See [Plans](/Purchase), https://example.com/docs or e-mail ops@example.com.");
    expect(screen.getByRole("link", { name: "Plans" }).getAttribute("href")).toBe("/Purchase");
    const web = screen.getByRole("link", { name: "https://example.com/docs" });
    expect(web.getAttribute("target")).toBe("_blank");
    expect(web.getAttribute("rel")).toBe("noopener noreferrer");
    const mail = screen.getByRole("link", { name: "ops@example.com" });
    expect(mail.getAttribute("href")).toBe("mailto:ops@example.com");
    expect(mail.hasAttribute("target")).toBe(false);
    expect(screen.getByTestId("message").textContent).toBe(
      "See Plans, https://example.com/docs or e-mail ops@example.com.",
    );
  });

  it("shows markup and unsafe links as text", () => {
    const text = `<script>window.__xss=1</script> [x](javascript:alert(1))`;
    renderText(text);
    expect(screen.getByTestId("message").textContent).toBe(text);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
  });
});
