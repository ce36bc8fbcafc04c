// docs/product/realtime.md#notification-sound: a notification sound plays on every staff alert; when the
// browser blocks it (no interaction with the page yet) that is only logged. The chime is synthesised once as
// a tiny WAV: no file to download.

const RATE = 8000
const SECONDS = 0.4

let chime: string | undefined

function chimeUrl(): string {
  if (chime) return chime
  const samples = Math.floor(RATE * SECONDS)
  const bytes = new Uint8Array(44 + samples)
  const view = new DataView(bytes.buffer)
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, RATE, true)
  view.setUint32(28, RATE, true)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true) // 8-bit
  text(36, 'data')
  view.setUint32(40, samples, true)
  for (let i = 0; i < samples; i += 1) {
    const t = i / RATE
    // Two rising notes with a soft decay: friendly, short, recognisable.
    const frequency = t < SECONDS / 2 ? 880 : 1320
    const envelope = Math.exp(-7 * (t % (SECONDS / 2)))
    bytes[44 + i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * frequency * t))
  }
  let binary = ''
  bytes.forEach((b) => (binary += String.fromCharCode(b)))
  chime = `data:audio/wav;base64,${btoa(binary)}`
  return chime
}

export function playNotificationSound(): void {
  const blocked = (error: unknown) =>
    console.info('El navegador no permitió reproducir el sonido de la notificación.', error)
  try {
    void Promise.resolve(new Audio(chimeUrl()).play()).catch(blocked)
  } catch (error) {
    blocked(error)
  }
}
