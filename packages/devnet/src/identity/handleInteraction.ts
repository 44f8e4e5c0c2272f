import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { Interaction } from 'oidc-provider'
import { consentPage } from './consentPage'
import { providerOfClient } from './devClients'
import { type DevSocialProvider, devSocialProviderLabels } from './devSocialProvider'
import { errorPage } from './errorPage'
import { loginPage } from './loginPage'
import { readRequestBody } from './readRequestBody'
import { sendHtml } from './sendHtml'
import {
  accountIdOf,
  findIdentityByAccount,
  findTestIdentity,
  type TestIdentity,
  testIdentities,
} from './testIdentities'

/** What the interaction pages post to: `/interaction/:uid/login` and `/interaction/:uid/consent`. */
export type InteractionStep = 'show' | 'login' | 'consent'

export type HandleInteractionParameters = {
  provider: Provider
  request: IncomingMessage
  response: ServerResponse
  /** The interaction id from the URL. */
  uid: string
  step: InteractionStep
  log: (message: string) => void
}

/**
 * Runs one step of an authorization's interactions: show the identity picker or the consent page
 * (`GET /interaction/:uid`), or take the identity picked (`POST …/login`) or the decision
 * (`POST …/consent`) and hand it back to oidc-provider, which continues the authorization.
 */
export async function handleInteraction(parameters: HandleInteractionParameters): Promise<void> {
  const { provider, request, response, uid, step, log } = parameters
  // oidc-provider finds the interaction by its cookie, and refuses when it is gone (finished or
  // expired). A page of another authorization must not act on this one either.
  const interaction = await provider.interactionDetails(request, response).catch(() => undefined)
  if (interaction?.uid !== uid) {
    const description = 'This sign-in has expired or already finished. Start again from the app.'
    return sendHtml(response, 400, errorPage('invalid_request', description))
  }
  const socialProvider = providerOfClient(interaction.params.client_id)
  if (!socialProvider) {
    return sendHtml(response, 400, errorPage('invalid_client', 'Unknown client.'))
  }
  const prompt = interaction.prompt.name
  if (step === 'show' && request.method === 'GET') {
    if (prompt === 'login') return showLogin(parameters, interaction, socialProvider)
    if (prompt === 'consent') return showConsent(parameters, interaction, socialProvider)
  }
  if (request.method === 'POST' && step === prompt) {
    const form = new URLSearchParams(await readRequestBody(request))
    if (step === 'login') {
      const identity = findTestIdentity(form.get('identity') ?? undefined)
      if (!identity) {
        return sendHtml(response, 400, errorPage('invalid_request', 'Pick one of the identities.'))
      }
      return finishLogin(parameters, identity, socialProvider)
    }
    const decision = form.get('decision')
    if (decision === 'allow') return allow(parameters, interaction)
    if (decision === 'deny') {
      log(`dev identity provider: ${socialProvider} consent denied`)
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user denied the request.' },
        { mergeWithLastSubmission: false },
      )
    }
    return sendHtml(response, 400, errorPage('invalid_request', 'Choose Allow or Deny.'))
  }
  return sendHtml(
    response,
    400,
    errorPage('invalid_request', `This sign-in step (${step}) does not match the pending one.`),
  )
}

async function showLogin(
  parameters: HandleInteractionParameters,
  interaction: Interaction,
  socialProvider: DevSocialProvider,
): Promise<void> {
  // login_hint=<identity key> skips the picker; consent is still asked.
  const hinted = findTestIdentity(interaction.params.login_hint)
  if (hinted) return finishLogin(parameters, hinted, socialProvider)
  const html = loginPage({
    providerLabel: devSocialProviderLabels[socialProvider],
    action: `/interaction/${encodeURIComponent(interaction.uid)}/login`,
    identities: testIdentities,
  })
  return sendHtml(parameters.response, 200, html)
}

function showConsent(
  parameters: HandleInteractionParameters,
  interaction: Interaction,
  socialProvider: DevSocialProvider,
): void {
  const accountId = interaction.session?.accountId
  const identity =
    accountId === undefined ? undefined : findIdentityByAccount(socialProvider, accountId)
  const html = consentPage({
    providerLabel: devSocialProviderLabels[socialProvider],
    action: `/interaction/${encodeURIComponent(interaction.uid)}/consent`,
    identityName: identity?.name ?? 'an unknown identity',
    clientName: 'Latch (dev)',
    scopes: (interaction.params.scope ?? '').split(' ').filter(Boolean),
  })
  sendHtml(parameters.response, 200, html)
}

async function finishLogin(
  parameters: HandleInteractionParameters,
  identity: TestIdentity,
  socialProvider: DevSocialProvider,
): Promise<void> {
  const { provider, request, response, log } = parameters
  log(`dev identity provider: ${identity.name} signs in with ${socialProvider}`)
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: accountIdOf(identity, socialProvider) } },
    { mergeWithLastSubmission: false },
  )
}

/** Grants what the client asked for (every scope oidc-provider knows) and continues. */
async function allow(parameters: HandleInteractionParameters, interaction: Interaction) {
  const { provider, request, response } = parameters
  const accountId = interaction.session?.accountId
  const clientId = interaction.params.client_id
  if (accountId === undefined || clientId === undefined) {
    return sendHtml(response, 400, errorPage('invalid_request', 'Sign in first.'))
  }
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined
  const grant = existing ?? new provider.Grant({ accountId, clientId })
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '))
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '))
  }
  const grantId = await grant.save()
  return provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  )
}
