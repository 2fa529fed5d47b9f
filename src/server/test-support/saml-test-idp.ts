import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { DOMParser } from '@xmldom/xmldom';

const ns = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

/** The AuthnRequest an identity provider received through the redirect binding. */
export interface ReceivedRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  destination: string;
  relayState: string;
}

export interface ResponseOptions {
  nameId?: string;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  audience?: string;
  /** Shifts every time in the response, in seconds (negative: issued in the past). */
  shiftSeconds?: number;
  /** Lifetime of the assertion in seconds (default 300). */
  lifetimeSeconds?: number;
  sign?: 'assertion' | 'response' | 'none';
  /** Signs with this identity provider's key instead (a wrong certificate). */
  signer?: SamlTestIdp;
  inResponseTo?: string;
  destination?: string;
  status?: string;
}

function selfSignedCertificate(privateKeyPem: string, publicKeyPem: string, commonName: string) {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(certificate);
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function sign(xml: string, idp: SamlTestIdp, target: 'Assertion' | 'Response'): string {
  const signer = new SignedXml({
    privateKey: idp.privateKeyPem,
    publicCert: idp.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const element = `//*[local-name(.)='${target}']`;
  signer.addReference({
    xpath: element,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/**
 * A small SAML 2.0 identity provider for tests: its own RSA key and self-signed certificate,
 * metadata naming its HTTP-Redirect endpoint, and signed responses for the HTTP-POST binding.
 */
export class SamlTestIdp {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  readonly ssoUrl: string;
  readonly entityId: string;

  constructor(entityId = `https://idp-${randomBytes(4).toString('hex')}.example.org`) {
    this.entityId = entityId;
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.certificatePem = selfSignedCertificate(this.privateKeyPem, publicKeyPem, entityId);
    this.ssoUrl = `${entityId}/sso/redirect`;
  }

  get metadataXml(): string {
    const certificate = this.certificatePem.replace(/-----[^-]+-----|\s/g, '');
    return (
      `<md:EntityDescriptor xmlns:md="${ns.md}" xmlns:ds="${ns.ds}" entityID="${escape(this.entityId)}">` +
      '<md:IDPSSODescriptor WantAuthnRequestsSigned="false"' +
      ' protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
      '<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data>' +
      `<ds:X509Certificate>${certificate}</ds:X509Certificate>` +
      '</ds:X509Data></ds:KeyInfo></md:KeyDescriptor>' +
      '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"' +
      ` Location="${escape(this.entityId)}/sso/post"/>` +
      '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"' +
      ` Location="${escape(this.ssoUrl)}"/>` +
      '</md:IDPSSODescriptor></md:EntityDescriptor>'
    );
  }

  /** Reads the AuthnRequest from the URL the service provider redirected the browser to. */
  receive(url: string): ReceivedRequest {
    const parsed = new URL(url);
    if (`${parsed.origin}${parsed.pathname}` !== this.ssoUrl) {
      throw new Error(`Not this identity provider's endpoint: ${url}`);
    }
    const deflated = Buffer.from(parsed.searchParams.get('SAMLRequest') ?? '', 'base64');
    const doc = new DOMParser().parseFromString(inflateRawSync(deflated).toString(), 'text/xml');
    const request = doc.documentElement;
    if (request?.localName !== 'AuthnRequest') throw new Error('No AuthnRequest in the URL');
    const issuer = request.getElementsByTagNameNS(ns.saml, 'Issuer')[0];
    return {
      id: request.getAttribute('ID') ?? '',
      issuer: issuer?.textContent ?? '',
      acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
      destination: request.getAttribute('Destination') ?? '',
      relayState: parsed.searchParams.get('RelayState') ?? '',
    };
  }

  /** The base64 SAMLResponse answering `request`: signed, valid and successful unless told. */
  respond(request: ReceivedRequest, options: ResponseOptions = {}): string {
    const shift = (options.shiftSeconds ?? 0) * 1000;
    const at = (seconds: number) => new Date(Date.now() + shift + seconds * 1000).toISOString();
    const lifetime = options.lifetimeSeconds ?? 300;
    const inResponseTo = escape(options.inResponseTo ?? request.id);
    const acs = escape(request.acsUrl);
    const attributes = Object.entries(options.attributes ?? {})
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}` +
          '</saml:AttributeValue></saml:Attribute>',
      )
      .join('');
    const assertion =
      `<saml:Assertion xmlns:saml="${ns.saml}" ID="_a${randomBytes(16).toString('hex')}"` +
      ` Version="2.0" IssueInstant="${at(0)}">` +
      `<saml:Issuer>${escape(this.entityId)}</saml:Issuer>` +
      '<saml:Subject>' +
      `<saml:NameID Format="${escape(options.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress')}">` +
      `${escape(options.nameId ?? 'someone@example.org')}</saml:NameID>` +
      '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
      `<saml:SubjectConfirmationData InResponseTo="${inResponseTo}" Recipient="${acs}"` +
      ` NotOnOrAfter="${at(lifetime)}"/>` +
      '</saml:SubjectConfirmation></saml:Subject>' +
      `<saml:Conditions NotBefore="${at(-5)}" NotOnOrAfter="${at(lifetime)}">` +
      '<saml:AudienceRestriction>' +
      `<saml:Audience>${escape(options.audience ?? request.issuer)}</saml:Audience>` +
      '</saml:AudienceRestriction></saml:Conditions>' +
      `<saml:AuthnStatement AuthnInstant="${at(0)}"><saml:AuthnContext>` +
      '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password' +
      '</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
      (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
      '</saml:Assertion>';
    const signer = options.signer ?? this;
    const mode = options.sign ?? 'assertion';
    const body = mode === 'assertion' ? sign(assertion, signer, 'Assertion') : assertion;
    const status = options.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success';
    let response =
      `<samlp:Response xmlns:samlp="${ns.samlp}" xmlns:saml="${ns.saml}"` +
      ` ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${at(0)}"` +
      ` Destination="${escape(options.destination ?? request.acsUrl)}" InResponseTo="${inResponseTo}">` +
      `<saml:Issuer>${escape(this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${escape(status)}"/></samlp:Status>` +
      body.replace(/^<\?xml[^>]*>/, '') +
      '</samlp:Response>';
    if (mode === 'response') response = sign(response, signer, 'Response');
    return Buffer.from(response).toString('base64');
  }
}

/** Posts a SAMLResponse to the ACS as a browser's auto-submitted form does; returns the answer. */
export async function postToAcs(acsUrl: string, samlResponse: string, relayState: string) {
  const response = await fetch(acsUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
  });
  return { status: response.status, location: response.headers.get('location') ?? '', response };
}
