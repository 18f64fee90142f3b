/**
 * Build step: typesets the white paper (packages/content/src/site/docs/white-paper.md) into
 * apps/web/public/docs/<whitePaperFileName> with PDFKit and its built-in fonts. The output is
 * reproducible — fixed dates and document id — so rebuilding an unchanged source gives the
 * same bytes.
 *
 *   node --import tsx scripts/build-white-paper.ts
 */
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { company } from "@site/content/site";
import { whitePaperFileName, whitePaperInfo } from "@site/content/site/docs";
import { readWhitePaperSource } from "@site/content/site/docs-sources";
import MarkdownIt, { type Token } from "markdown-it";
import PDFDocument from "pdfkit";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outFile = path.join(repoRoot, "apps/web/public/docs", whitePaperFileName);

/** The source's own revision date; change it with the text. */
const revised = new Date("2025-06-01T00:00:00Z");
const navy = "#0b1f3a";
const ink = "#1e293b";
const accent = "#0369a1";
const margin = 64;

type Font = "Helvetica" | "Helvetica-Bold" | "Helvetica-Oblique" | "Courier";
interface Run {
  text: string;
  font: Font;
}

/** Inline Markdown (bold, italic, code) as font runs. */
function inlineRuns(token: Token | undefined): Run[] {
  const runs: Run[] = [];
  let bold = false;
  let italic = false;
  for (const child of token?.children ?? []) {
    if (child.type === "strong_open" || child.type === "strong_close") bold = child.type === "strong_open";
    else if (child.type === "em_open" || child.type === "em_close") italic = child.type === "em_open";
    else if (child.type === "code_inline") runs.push({ text: child.content, font: "Courier" });
    else if (child.type === "softbreak") runs.push({ text: " ", font: "Helvetica" });
    else if (child.type === "text")
      runs.push({
        text: child.content,
        font: bold ? "Helvetica-Bold" : italic ? "Helvetica-Oblique" : "Helvetica",
      });
  }
  return runs;
}

function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], x: number, width: number, size = 10.5): void {
  runs.forEach((run, index) => {
    doc
      .font(run.font)
      .fontSize(run.font === "Courier" ? size - 0.5 : size)
      .fillColor(ink);
    const options = { width, lineGap: 3, continued: index < runs.length - 1, align: "left" as const };
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** The architecture figure: one ControlNode, signed requests to three ManagedNodes. */
function drawArchitecture(doc: PDFKit.PDFDocument): void {
  const top = doc.y + 6;
  const box = (x: number, y: number, w: number, title: string, note: string) => {
    doc.roundedRect(x, y, w, 46, 6).lineWidth(1).strokeColor(navy).stroke();
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(navy)
      .text(title, x, y + 9, { width: w, align: "center" });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(ink)
      .text(note, x, y + 25, { width: w, align: "center" });
  };
  box(margin, top + 40, 150, "ControlNode", "credentials file, keys, schedules");
  const right = doc.page.width - margin - 170;
  ["web 10.0.1.21:8000", "web 10.0.1.22:8000", "db 10.0.2.10:8000"].forEach((note, index) => {
    const y = top + index * 56;
    box(right, y, 170, "ManagedNode", note);
    doc
      .moveTo(margin + 150, top + 63)
      .lineTo(right, y + 23)
      .strokeColor(accent)
      .stroke();
  });
  doc
    .font("Helvetica-Oblique")
    .fontSize(8.5)
    .fillColor(ink)
    .text(
      "Figure 1. Signed requests over TLS from one ControlNode to the ManagedNodes; every answer is a dictionary.",
      margin,
      top + 174,
      { width: doc.page.width - 2 * margin, align: "center" },
    );
  doc.y = top + 196;
}

function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - margin - 20) doc.addPage();
}

export function renderWhitePaper(markdown: string, doc: PDFKit.PDFDocument): void {
  const tokens = new MarkdownIt().parse(markdown, {});
  const width = doc.page.width - 2 * margin;
  let listDepth = 0;

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const inline = tokens[index + 1];
    if (token.type === "heading_open") {
      const text = inline?.content ?? "";
      if (token.tag === "h1") {
        doc
          .font("Helvetica-Bold")
          .fontSize(24)
          .fillColor(navy)
          .text(text, margin, margin + 40, { width });
      } else {
        ensureSpace(doc, 90);
        doc.moveDown(token.tag === "h2" ? 1.2 : 0.6);
        doc.outline.addItem(text);
        doc
          .font("Helvetica-Bold")
          .fontSize(token.tag === "h2" ? 15 : 12)
          .fillColor(token.tag === "h2" ? navy : accent)
          .text(text, margin, doc.y, { width });
        doc.moveDown(0.4);
      }
      index += 2;
    } else if (token.type === "bullet_list_open") listDepth++;
    else if (token.type === "bullet_list_close") {
      listDepth--;
      doc.moveDown(0.4);
    } else if (token.type === "paragraph_open") {
      if (inline?.content.trim() === "<!-- figure: architecture -->") {
        ensureSpace(doc, 200);
        drawArchitecture(doc);
      } else if (listDepth > 0) {
        ensureSpace(doc, 30);
        const y = doc.y;
        doc
          .font("Helvetica")
          .fontSize(10.5)
          .fillColor(accent)
          .text("•", margin + 4, y);
        doc.y = y;
        writeRuns(doc, inlineRuns(inline), margin + 18, width - 18);
        doc.moveDown(0.25);
      } else {
        ensureSpace(doc, 40);
        const isSubtitle = tokens[index - 1]?.type === "heading_close" && tokens[index - 1]?.tag === "h1";
        if (isSubtitle) {
          doc
            .moveDown(0.5)
            .font("Helvetica")
            .fontSize(12)
            .fillColor(accent)
            .text(inline?.content ?? "", margin, doc.y, { width });
          doc.moveDown(1.5);
        } else {
          writeRuns(doc, inlineRuns(inline), margin, width);
          doc.moveDown(0.6);
        }
      }
      index += 2;
    }
  }
}

function addPageFooters(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 20;
    doc.font("Helvetica").fontSize(8).fillColor("#475569");
    doc.text(`${company.name} · ${whitePaperInfo.title}`, margin, y, { lineBreak: false });
    doc.text(`${page + 1} / ${range.count}`, doc.page.width - margin - 60, y, {
      width: 60,
      align: "right",
      lineBreak: false,
    });
  }
}

export function buildWhitePaper(file = outFile): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const doc = new PDFDocument({
    size: "A4",
    margin,
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: whitePaperInfo.title,
      Author: company.name,
      Subject: whitePaperInfo.subject,
      Keywords: whitePaperInfo.keywords,
      Creator: `${company.name} documentation build`,
      CreationDate: revised,
      ModDate: revised,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(file);
    stream.on("finish", resolve);
    stream.on("error", reject);
    doc.pipe(stream);
  });
  renderWhitePaper(readWhitePaperSource(), doc);
  addPageFooters(doc);
  doc.end();
  return done;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWhitePaper();
  console.log(`white paper: ${path.relative(repoRoot, outFile)}`);
}
