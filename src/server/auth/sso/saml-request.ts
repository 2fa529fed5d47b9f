import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { escapeXml, ns } from './saml-xml.ts';

const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** Our side of SAML: the service provider's entity ID and assertion consumer service. */
export interface ServiceProvider {
  entityId: string;
  acsUrl: string;
}

/** The service provider endpoints under an API's external URL. */
export function serviceProviderOf(apiUrl: string): ServiceProvider {
  return {
    entityId: `${apiUrl}/auth/v1/sso/saml/metadata`,
    acsUrl: `${apiUrl}/auth/v1/sso/saml/acs`,
  };
}

/** A fresh AuthnRequest ID; XML IDs must not start with a digit. */
export function newRequestId(): string {
  return `_${randomBytes(20).toString('hex')}`;
}

/**
 * The identity provider's sign-in URL carrying our AuthnRequest by the HTTP-Redirect binding
 * (deflated, base64, in SAMLRequest) and the relay state that brings the answer back to it.
 */
export function authnRequestUrl(input: {
  sp: ServiceProvider;
  ssoRedirectUrl: string;
  requestId: string;
  issueInstant: Date;
  relayState: string;
}): string {
  const { sp } = input;
  const xml =
    `<samlp:AuthnRequest xmlns:samlp="${ns.samlp}" xmlns:saml="${ns.saml}"` +
    ` ID="${escapeXml(input.requestId)}" Version="2.0"` +
    ` IssueInstant="${input.issueInstant.toISOString()}"` +
    ` Destination="${escapeXml(input.ssoRedirectUrl)}"` +
    ` AssertionConsumerServiceURL="${escapeXml(sp.acsUrl)}" ProtocolBinding="${postBinding}">` +
    `<saml:Issuer>${escapeXml(sp.entityId)}</saml:Issuer>` +
    '<samlp:NameIDPolicy Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified"' +
    ' AllowCreate="true"/>' +
    '</samlp:AuthnRequest>';
  const url = new URL(input.ssoRedirectUrl);
  url.searchParams.set('SAMLRequest', deflateRawSync(Buffer.from(xml)).toString('base64'));
  url.searchParams.set('RelayState', input.relayState);
  return url.href;
}

/** The service provider's metadata, for registering this server with an identity provider. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<md:EntityDescriptor xmlns:md="${ns.md}" entityID="${escapeXml(sp.entityId)}">` +
    '<md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true"' +
    ` protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    '<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>' +
    '<md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>' +
    `<md:AssertionConsumerService Binding="${postBinding}" Location="${escapeXml(sp.acsUrl)}"` +
    ' index="0" isDefault="true"/>' +
    '</md:SPSSODescriptor></md:EntityDescriptor>\n'
  );
}
