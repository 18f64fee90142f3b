import { jobsCopy } from "@site/content/job-posts/console";
import type { Editor } from "@tiptap/react";
import type { ReactNode } from "react";

export interface ActiveMarks {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

const t = jobsCopy.toolbar;

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the editor's selection: act on mouse down without taking focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`min-w-8 rounded px-2 py-1 text-sm font-medium ${
        pressed ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"
      }`}
    >
      {children}
    </button>
  );
}

/** The editor's formatting buttons; each says whether it applies at the cursor (aria-pressed). */
export function EditorToolbar({ editor, active }: { editor: Editor; active: ActiveMarks }) {
  const chain = () => editor.chain().focus();
  function toggleLink() {
    if (active.link) {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const href = window.prompt(t.linkPrompt, "https://")?.trim();
    if (!href || href === "https://") return;
    chain().extendMarkRange("link").setLink({ href }).run();
  }
  return (
    <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
      <ToolButton label={t.bold} pressed={active.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label={t.italic} pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton
        label={t.heading2}
        pressed={active.heading2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={t.heading3}
        pressed={active.heading3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label={t.bulletList}
        pressed={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        •
      </ToolButton>
      <ToolButton
        label={t.orderedList}
        pressed={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.
      </ToolButton>
      <ToolButton label={t.link} pressed={active.link} onClick={toggleLink}>
        Link
      </ToolButton>
      <ToolButton label={t.undo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label={t.redo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}
