import { X509Certificate } from 'node:crypto';
import {
  childrenNamed,
  descendantsNamed,
  ns,
  parseXml,
  textOf,
  XmlFormatError,
} from './saml-xml.ts';

export const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What we use of an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** Where AuthnRequests go, by the HTTP-Redirect binding. */
  ssoRedirectUrl: string;
  /** The certificates that may sign its responses, as PEM. */
  signingCertificates: string[];
}

export class MetadataError extends Error {
  override name = 'MetadataError';
}

function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    throw new MetadataError('SAML metadata holds a signing certificate that cannot be read');
  }
  return pem;
}

/**
 * Reads an identity provider's SAML metadata (an EntityDescriptor with an IDPSSODescriptor):
 * its entity ID, its HTTP-Redirect single sign-on endpoint and its signing certificates.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch (error) {
    if (error instanceof XmlFormatError) throw new MetadataError(`SAML metadata: ${error.message}`);
    throw error;
  }
  if (root?.namespaceURI !== ns.md || root.localName !== 'EntityDescriptor') {
    throw new MetadataError('SAML metadata must be an md:EntityDescriptor');
  }
  const entityId = (root.getAttribute('entityID') ?? '').trim();
  if (entityId === '') throw new MetadataError('SAML metadata does not contain an EntityID');
  const idp = childrenNamed(root, ns.md, 'IDPSSODescriptor')[0];
  if (idp === undefined) {
    throw new MetadataError(
      'SAML metadata does not describe an identity provider (IDPSSODescriptor)',
    );
  }
  const endpoint = childrenNamed(idp, ns.md, 'SingleSignOnService').find(
    (service) => service.getAttribute('Binding') === redirectBinding,
  );
  const ssoRedirectUrl = (endpoint?.getAttribute('Location') ?? '').trim();
  if (!/^https?:\/\//.test(ssoRedirectUrl)) {
    throw new MetadataError(
      'SAML metadata has no SingleSignOnService with the HTTP-Redirect binding',
    );
  }
  const signingCertificates = childrenNamed(idp, ns.md, 'KeyDescriptor')
    .filter((key) => ['', 'signing'].includes(key.getAttribute('use') ?? ''))
    .flatMap((key) => descendantsNamed(key, ns.ds, 'X509Certificate'))
    .map((certificate) => pemOf(textOf(certificate)));
  if (signingCertificates.length === 0) {
    throw new MetadataError('SAML metadata has no signing certificate for the identity provider');
  }
  return { entityId, ssoRedirectUrl, signingCertificates };
}
