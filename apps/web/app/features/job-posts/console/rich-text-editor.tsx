import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { EditorToolbar } from "./editor-toolbar";

export interface RichTextEditorProps {
  /** HTML; "" for an empty description. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the element naming the editor (its visible label). */
  labelledBy: string;
  /** The id of the error message, when there is one. */
  errorId?: string | undefined;
  invalid?: boolean;
}

const contentClass =
  "min-h-48 px-3 py-2 text-slate-900 focus:outline-none [&_h2]:text-lg [&_h2]:font-semibold " +
  "[&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-blue-700 " +
  "[&_a]:underline [&_p]:my-2";

/** The editable area's attributes: a labelled multi-line textbox, described by its error. */
function editorAttributes(labelledBy: string, errorId: string | undefined, invalid: boolean | undefined) {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
    ...(errorId ? { "aria-describedby": errorId } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: contentClass,
  };
}

/**
 * The job description editor (TipTap on ProseMirror), limited to what the description allow-list
 * keeps: headings, paragraphs, lists, emphasis, links. Loaded lazily: only the job editor pays
 * for it.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  errorId,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: editorAttributes(labelledBy, errorId, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // The value changed from outside (the HTML tab, a reset): show it without adding an undo step.
  // A destroyed editor (useEditor replaces it when the form remounts) has no schema left to read.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Keep the accessibility attributes current when the error comes and goes (before the view
  // is mounted too: setOptions only stores them then).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editorAttributes(labelledBy, errorId, invalid) } });
  }, [editor, labelledBy, invalid, errorId]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      heading2: current?.isActive("heading", { level: 2 }) ?? false,
      heading3: current?.isActive("heading", { level: 3 }) ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  return (
    <div
      className={`mt-1 rounded-md border bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-300 ${
        invalid ? "border-red-600" : "border-slate-300"
      }`}
    >
      {editor && active ? <EditorToolbar editor={editor} active={active} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
