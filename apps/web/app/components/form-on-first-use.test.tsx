import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FormEvent, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormOnFirstUse, type TypedValues } from "./form-on-first-use";

/** The working form: a name field kept in state and a submit button that reports what it sent. */
function NameForm({ typed, onSend }: { typed: TypedValues; onSend: (name: string) => void }) {
  const [name, setName] = useState(typed.name ?? "");
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend(name);
      }}
    >
      <label>
        Name <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Send (working)</button>
    </form>
  );
}

const plain = (
  <form>
    <label>
      Name <input name="name" />
    </label>
    <button type="submit">Send</button>
  </form>
);

/** A load the test finishes when it wants: the form's chunk on a slow network. */
function slowLoad() {
  let finish: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ NameForm: typeof NameForm }>((resolve) => {
        finish = () => resolve({ NameForm });
      }),
  );
  return { load, finish: () => act(async () => finish()) };
}

function renderForm(load: () => Promise<{ NameForm: typeof NameForm }>, onSend = vi.fn()) {
  render(
    <FormOnFirstUse load={load} plain={plain}>
      {(loaded, typed) => <loaded.NameForm typed={typed} onSend={onSend} />}
    </FormOnFirstUse>,
  );
  return onSend;
}

describe("FormOnFirstUse", () => {
  it("shows the plain form and loads nothing before it is used", () => {
    const { load } = slowLoad();
    renderForm(load);
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps what was typed while the form loaded, with the focus and the caret in the same field", async () => {
    const { load, finish } = slowLoad();
    renderForm(load);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    const field = screen.getByLabelText("Name") as HTMLInputElement;
    expect(screen.getByRole("button", { name: "Send (working)" })).toBeTruthy();
    expect(field.value).toBe("Ada Lovelace");
    expect(document.activeElement).toBe(field);
    // Three characters back from the end, where the caret was left.
    expect([field.selectionStart, field.selectionEnd]).toEqual([9, 9]);
  });

  it("sends a submission made while the form loaded once the working form is there", async () => {
    const { load, finish } = slowLoad();
    const onSend = renderForm(load);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Grace{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    await finish();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Grace"));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("a press of the plain button is held and made on the working form's", async () => {
    const { load, finish } = slowLoad();
    const onSend = renderForm(load);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await finish();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(""));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send (working)" }));
  });

  it("tries the load again at the next use when it failed", async () => {
    const load = vi
      .fn<() => Promise<{ NameForm: typeof NameForm }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ NameForm });
    renderForm(load);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Name"));
    await user.tab();
    await user.click(screen.getByLabelText("Name"));
    expect(await screen.findByRole("button", { name: "Send (working)" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
