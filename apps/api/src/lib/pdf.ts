import PDFDocument from 'pdfkit'

// docs/product/orders.md#receipts: pdfkit, drawn in memory. The standard Helvetica fonts cover Spanish
// (WinAnsi: á, ñ, ¿, ¡), so no font file ships with the server.

export type Pdf = PDFKit.PDFDocument

export interface PdfOptions {
  title: string
  author: string
}

/** Draw a document and return its bytes. */
export function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: options.title, Author: options.author, Creator: options.author },
  })
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc)
      doc.end()
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)))
    }
  })
}
