// Longer than most: every check a SAML response must pass sits in this one file, so that a
// reviewer sees all of them (and the order they run in) together.
import { SignedXml } from 'xml-crypto';
import type { IdpMetadata } from './idp-metadata.ts';
import type { ServiceProvider } from './saml-request.ts';
import {
  childrenNamed,
  descendantsNamed,
  ns,
  onlyChild,
  parseXml,
  textOf,
  XmlFormatError,
} from './saml-xml.ts';

/** Why a SAML response was refused; `code` is the Supabase Auth error code to report. */
export class SamlResponseError extends Error {
  override name = 'SamlResponseError';
  readonly code: string;
  constructor(message: string, code = 'validation_failed') {
    super(message);
    this.code = code;
  }
}

/** What a verified assertion says about the user. */
export interface SamlAssertion {
  nameId: string;
  nameIdFormat: string;
  attributes: Record<string, string[]>;
}

export interface ResponseExpectations {
  sp: ServiceProvider;
  idp: Pick<IdpMetadata, 'entityId' | 'signingCertificates'>;
  /** The ID of our AuthnRequest this response must answer. */
  requestId: string;
  now: Date;
  /** Clock difference tolerated on validity windows. */
  skewSeconds: number;
}

const success = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const bearer = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/**
 * Checks the enveloped signature of `element` against the identity provider's certificates
 * (never a certificate inside the message) and returns the element as parsed from the signed
 * bytes alone, so nothing outside the signature (a wrapped copy, a comment) can be read later.
 * Undefined when the element carries no signature.
 */
function signedCopy(xml: string, element: Element, certificates: string[]): Element | undefined {
  const signatures = childrenNamed(element, ns.ds, 'Signature');
  if (signatures.length === 0) return undefined;
  if (signatures.length > 1) throw new SamlResponseError('More than one signature on an element');
  const signature = signatures[0] as Element;
  for (const certificate of certificates) {
    const verifier = new SignedXml({ publicCert: certificate, getCertFromKeyInfo: () => null });
    verifier.loadSignature(signature);
    let valid: boolean;
    try {
      valid = verifier.checkSignature(xml);
    } catch {
      valid = false;
    }
    if (!valid) continue;
    const references = verifier.getSignedReferences();
    if (references.length !== 1) {
      throw new SamlResponseError('The signature must cover exactly one element');
    }
    const signed = parseXml(references[0] as string).documentElement;
    const id = element.getAttribute('ID');
    if (
      signed === null ||
      signed.namespaceURI !== element.namespaceURI ||
      signed.localName !== element.localName ||
      !id ||
      signed.getAttribute('ID') !== id
    ) {
      throw new SamlResponseError('The signature does not cover the element it is attached to');
    }
    return signed;
  }
  throw new SamlResponseError('The SAML response signature is not valid');
}

function instant(value: string | null, what: string): number | undefined {
  if (value === null || value === '') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new SamlResponseError(`${what} is not a valid time`);
  return time;
}

function checkWindow(
  element: Element,
  what: string,
  expect: ResponseExpectations,
  requireEnd: boolean,
) {
  const now = expect.now.getTime();
  const skew = expect.skewSeconds * 1000;
  const notBefore = instant(element.getAttribute('NotBefore'), `${what} NotBefore`);
  const notOnOrAfter = instant(element.getAttribute('NotOnOrAfter'), `${what} NotOnOrAfter`);
  if (notBefore !== undefined && now + skew < notBefore) {
    throw new SamlResponseError('The SAML assertion is not yet valid');
  }
  if (notOnOrAfter === undefined && requireEnd) {
    throw new SamlResponseError(`${what} has no NotOnOrAfter`);
  }
  if (notOnOrAfter !== undefined && now - skew >= notOnOrAfter) {
    throw new SamlResponseError('The SAML assertion has expired');
  }
}

function checkIssuer(parent: Element, expect: ResponseExpectations, required: boolean) {
  const issuer = onlyChild(parent, ns.saml, 'Issuer');
  if (issuer === undefined && !required) return;
  if (textOf(issuer) !== expect.idp.entityId) {
    throw new SamlResponseError('The SAML response was issued by another identity provider');
  }
}

function checkSubject(assertion: Element, expect: ResponseExpectations) {
  const subject = onlyChild(assertion, ns.saml, 'Subject');
  const confirmations = subject ? childrenNamed(subject, ns.saml, 'SubjectConfirmation') : [];
  const bearerData = confirmations
    .filter((confirmation) => confirmation.getAttribute('Method') === bearer)
    .map((confirmation) => onlyChild(confirmation, ns.saml, 'SubjectConfirmationData'));
  const data = bearerData[0];
  if (bearerData.length !== 1 || data === undefined) {
    throw new SamlResponseError('The SAML assertion needs one bearer subject confirmation');
  }
  if (data.getAttribute('Recipient') !== expect.sp.acsUrl) {
    throw new SamlResponseError('The SAML assertion is meant for another recipient');
  }
  if (data.getAttribute('InResponseTo') !== expect.requestId) {
    throw new SamlResponseError('The SAML assertion does not answer this sign-in request');
  }
  checkWindow(data, 'SubjectConfirmationData', expect, true);
}

function checkConditions(assertion: Element, expect: ResponseExpectations) {
  const conditions = onlyChild(assertion, ns.saml, 'Conditions');
  if (conditions === undefined) throw new SamlResponseError('The SAML assertion has no conditions');
  checkWindow(conditions, 'Conditions', expect, false);
  const restrictions = childrenNamed(conditions, ns.saml, 'AudienceRestriction');
  if (restrictions.length === 0) {
    throw new SamlResponseError('The SAML assertion names no audience');
  }
  // Every restriction must admit us (SAML core 2.5.1.4).
  for (const restriction of restrictions) {
    const audiences = childrenNamed(restriction, ns.saml, 'Audience').map((a) => textOf(a));
    if (!audiences.includes(expect.sp.entityId)) {
      throw new SamlResponseError('The SAML assertion is meant for another audience');
    }
  }
}

/** The assertion's attributes by name; gathered in a Map, so any name (`__proto__`) is data. */
function attributesOf(assertion: Element): Record<string, string[]> {
  const attributes = new Map<string, string[]>();
  for (const statement of childrenNamed(assertion, ns.saml, 'AttributeStatement')) {
    for (const attribute of childrenNamed(statement, ns.saml, 'Attribute')) {
      const name = attribute.getAttribute('Name') ?? '';
      if (name === '') continue;
      const values = childrenNamed(attribute, ns.saml, 'AttributeValue').map((v) => textOf(v));
      attributes.set(name, [...(attributes.get(name) ?? []), ...values]);
    }
  }
  return Object.fromEntries(attributes);
}

function read(xml: string) {
  try {
    return parseXml(xml).documentElement;
  } catch (error) {
    if (error instanceof XmlFormatError) throw new SamlResponseError(error.message);
    throw error;
  }
}

/**
 * Verifies a SAMLResponse posted to our ACS (HTTP-POST binding, base64) for the request
 * `expect.requestId` and returns its assertion. Either the response or its assertion must be
 * signed by the identity provider; everything read comes from the signed bytes.
 */
export function verifySamlResponse(encoded: string, expect: ResponseExpectations): SamlAssertion {
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  const response = read(xml);
  if (response?.namespaceURI !== ns.samlp || response.localName !== 'Response') {
    throw new SamlResponseError('SAMLResponse is not a SAML 2.0 Response');
  }
  if (descendantsNamed(response, ns.saml, 'EncryptedAssertion').length > 0) {
    throw new SamlResponseError('Encrypted SAML assertions are not supported');
  }
  // One assertion, anywhere: a second one is how signature-wrapping attacks hide.
  if (descendantsNamed(response, ns.saml, 'Assertion').length !== 1) {
    throw new SamlResponseError('The SAML response must carry exactly one assertion');
  }
  const certificates = expect.idp.signingCertificates;
  const signedResponse = signedCopy(xml, response, certificates);
  const envelope = signedResponse ?? response;
  const outerAssertion = onlyChild(envelope, ns.saml, 'Assertion');
  if (outerAssertion === undefined) {
    throw new SamlResponseError('The SAML response must carry exactly one assertion');
  }
  const assertion = signedResponse ? outerAssertion : signedCopy(xml, outerAssertion, certificates);
  if (assertion === undefined) throw new SamlResponseError('The SAML response is not signed');

  const status = onlyChild(envelope, ns.samlp, 'Status');
  const code = status ? onlyChild(status, ns.samlp, 'StatusCode') : undefined;
  if (code?.getAttribute('Value') !== success) {
    const message = textOf(status ? onlyChild(status, ns.samlp, 'StatusMessage') : undefined);
    throw new SamlResponseError(
      `The identity provider did not sign the user in${message ? `: ${message}` : ''}`,
    );
  }
  const destination = envelope.getAttribute('Destination');
  if (destination && destination !== expect.sp.acsUrl) {
    throw new SamlResponseError('The SAML response is meant for another destination');
  }
  const inResponseTo = envelope.getAttribute('InResponseTo');
  if (inResponseTo && inResponseTo !== expect.requestId) {
    throw new SamlResponseError('The SAML response does not answer this sign-in request');
  }
  checkIssuer(envelope, expect, false);
  checkIssuer(assertion, expect, true);
  checkSubject(assertion, expect);
  checkConditions(assertion, expect);
  const subject = onlyChild(assertion, ns.saml, 'Subject');
  const nameId = subject ? onlyChild(subject, ns.saml, 'NameID') : undefined;
  if (textOf(nameId) === '') {
    throw new SamlResponseError(
      'SAML Assertion did not contain a persistent Subject Identifier attribute or Subject NameID uniquely identifying this user',
      'saml_assertion_no_user_id',
    );
  }
  return {
    nameId: textOf(nameId),
    nameIdFormat: nameId?.getAttribute('Format') ?? '',
    attributes: attributesOf(assertion),
  };
}
