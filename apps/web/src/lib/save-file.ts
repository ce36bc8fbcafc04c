/** Hands a downloaded file to the browser under `fileName`, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by the next tick; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
