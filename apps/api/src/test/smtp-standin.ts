import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an SMTP server (RFC 5321 with AUTH PLAIN and LOGIN, RFC 4954), enough for nodemailer:
 * it checks the user and password as a mail provider would (535 on a wrong one) and keeps what it received.
 */
export interface SmtpStandin {
  port: number
  user: string
  password: string
  received: { from: string; to: string[]; data: string; user: string }[]
  close(): Promise<void>
}

export async function startSmtpStandin(user: string, password: string): Promise<SmtpStandin> {
  const received: SmtpStandin['received'] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    const say = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let authed = ''
    let envelope = { from: '', to: [] as string[] }
    let data: string[] | null = null
    let loginStep: 'user' | 'pass' | null = null
    let loginUser = ''
    const login = (name: string, pass: string) => {
      if (name === user && pass === password) {
        authed = name
        return say('235 2.7.0 Authentication successful')
      }
      say('535 5.7.8 Username and Password not accepted')
    }
    say('220 smtp.prueba.local ESMTP')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line !== '.') data.push(line.startsWith('..') ? line.slice(1) : line)
          else {
            received.push({ ...envelope, data: data.join('\n'), user: authed })
            data = null
            say('250 2.0.0 OK queued')
          }
          continue
        }
        if (loginStep === 'user') {
          loginUser = Buffer.from(line, 'base64').toString()
          loginStep = 'pass'
          say('334 UGFzc3dvcmQ6')
          continue
        }
        if (loginStep === 'pass') {
          loginStep = null
          login(loginUser, Buffer.from(line, 'base64').toString())
          continue
        }
        const [verb = '', ...rest] = line.split(' ')
        const arg = rest.join(' ')
        switch (verb.toUpperCase()) {
          case 'EHLO':
            say('250-smtp.prueba.local')
            say('250 AUTH PLAIN LOGIN')
            break
          case 'AUTH':
            if (arg.toUpperCase().startsWith('PLAIN ')) {
              const [, name = '', pass = ''] = Buffer.from(arg.slice(6), 'base64').toString().split('\0')
              login(name, pass)
            } else if (arg.toUpperCase() === 'LOGIN') {
              loginStep = 'user'
              say('334 VXNlcm5hbWU6')
            } else say('504 5.5.4 Unrecognized authentication type')
            break
          case 'MAIL':
            if (!authed) say('530 5.7.0 Authentication required')
            else {
              envelope = { from: arg.replace(/^FROM:\s*/i, ''), to: [] }
              say('250 2.1.0 OK')
            }
            break
          case 'RCPT':
            envelope.to.push(arg.replace(/^TO:\s*/i, ''))
            say('250 2.1.5 OK')
            break
          case 'DATA':
            data = []
            say('354 End data with <CR><LF>.<CR><LF>')
            break
          case 'QUIT':
            say('221 2.0.0 Bye')
            socket.end()
            break
          default:
            say('250 OK')
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    user,
    password,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
