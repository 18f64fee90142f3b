import { strToU8, zipSync } from "fflate";
import PDFDocument from "pdfkit";

/** A real PDF, laid out by pdfkit, with one paragraph per line of `lines`. */
export function resumePdf(lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: "Resume" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (const line of lines) doc.fontSize(12).text(line);
    doc.end();
  });
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The smallest Word document Word and mammoth open: the content types, the package relationship
 * and a body with one paragraph per line, zipped.
 */
export function resumeDocx(lines: readonly string[]): Buffer {
  return docxWithBody(
    lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join(""),
  );
}

/** A Word document whose body is the given XML as it is (hostile shapes included). */
export function docxWithBody(bodyXml: string): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
      "_rels/.rels": strToU8(
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      "word/document.xml": strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
      ),
    }),
  );
}

/**
 * The smallest OpenDocument text: its `mimetype` entry first and stored uncompressed (how readers,
 * and file-type, recognise the format), then the content with one paragraph per line.
 */
export function resumeOdt(lines: readonly string[]): Buffer {
  const paragraphs = lines.map((line) => `<text:p>${escapeXml(line)}</text:p>`);
  return Buffer.from(
    zipSync({
      mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
      "content.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>${paragraphs.join("")}</office:text></office:body></office:document-content>`,
      ),
    }),
  );
}
