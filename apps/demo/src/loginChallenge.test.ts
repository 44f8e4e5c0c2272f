import { expect, test } from 'vitest'
import {
  createLoginChallengeVerifier,
  proofOfWorkWindowMs,
  solveLoginChallenge,
} from './loginChallenge.js'

const now = Date.parse('2026-03-01T12:00:00Z')

const loginRequest = (email: string, answer?: string, projectId = 'latch-demo') =>
  new Request(`http://127.0.0.1:8787/auth/v1/email/start?projectId=${projectId}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(answer === undefined ? {} : { 'X-Latch-Challenge': answer }),
    },
    body: JSON.stringify({ email }),
  })

test('default: a solved challenge passes for its project and email, in its window and either neighbour', async () => {
  const answer = await solveLoginChallenge({
    projectId: 'latch-demo',
    email: 'ada@example.com',
    now,
  })
  expect(answer).toMatch(/^\d+\.\d+$/)
  expect(
    await createLoginChallengeVerifier(() => now)(loginRequest('ada@example.com', answer)),
  ).toBe(true)
  // The server reads the email as the visitor typed it.
  expect(
    await createLoginChallengeVerifier(() => now)(loginRequest(' Ada@Example.com', answer)),
  ).toBe(true)
  expect(
    await createLoginChallengeVerifier(() => now + proofOfWorkWindowMs)(
      loginRequest('ada@example.com', answer),
    ),
  ).toBe(true)
  // A page whose clock runs ahead of the server's, across a window's turn.
  expect(
    await createLoginChallengeVerifier(() => now - proofOfWorkWindowMs)(
      loginRequest('ada@example.com', answer),
    ),
  ).toBe(true)
})

test('error: no answer, a wrong one, another email, project or window', async () => {
  const verify = createLoginChallengeVerifier(() => now)
  const answer = await solveLoginChallenge({
    projectId: 'latch-demo',
    email: 'ada@example.com',
    now,
  })
  const [window, nonce] = answer.split('.')
  expect(await verify(loginRequest('ada@example.com'))).toBe(false)
  expect(await verify(loginRequest('ada@example.com', `${window}.${Number(nonce) + 1}x`))).toBe(
    false,
  )
  expect(await verify(loginRequest('bob@example.com', answer))).toBe(false)
  expect(await verify(loginRequest('ada@example.com', answer, 'other'))).toBe(false)
  for (const shift of [2, -2])
    expect(
      await createLoginChallengeVerifier(() => now + shift * proofOfWorkWindowMs)(
        loginRequest('ada@example.com', answer),
      ),
    ).toBe(false)
})
