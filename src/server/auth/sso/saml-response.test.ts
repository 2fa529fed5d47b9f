import { describe, expect, it } from 'vitest';
import { SamlTestIdp, type ResponseOptions } from '../../test-support/saml-test-idp.ts';
import { parseIdpMetadata } from './idp-metadata.ts';
import { authnRequestUrl, newRequestId, serviceProviderOf } from './saml-request.ts';
import { verifySamlResponse } from './saml-response.ts';

const sp = serviceProviderOf('https://api.example.com');
const idp = new SamlTestIdp();
const otherIdp = new SamlTestIdp();
const metadata = parseIdpMetadata(idp.metadataXml);

function roundTrip(options: ResponseOptions = {}, edit: (xml: string) => string = (x) => x) {
  const requestId = newRequestId();
  const url = authnRequestUrl({
    sp,
    ssoRedirectUrl: metadata.ssoRedirectUrl,
    requestId,
    issueInstant: new Date(),
    relayState: 'relay',
  });
  const encoded = idp.respond(idp.receive(url), options);
  const xml = edit(Buffer.from(encoded, 'base64').toString('utf8'));
  return () =>
    verifySamlResponse(Buffer.from(xml).toString('base64'), {
      sp,
      idp: metadata,
      requestId,
      now: new Date(),
      skewSeconds: 60,
    });
}

describe('verifySamlResponse', () => {
  it('accepts a response whose assertion is signed, and reads NameID and attributes', () => {
    const assertion = roundTrip({ nameId: 'ada@corp.example', attributes: { mail: 'a@b.c' } })();
    expect(assertion).toEqual({
      nameId: 'ada@corp.example',
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      attributes: { mail: ['a@b.c'] },
    });
  });

  it('reads attributes named __proto__ and constructor as attributes', () => {
    const attributes = { ['__proto__']: 'p', constructor: 'c', mail: 'a@b.c' };
    const assertion = roundTrip({ nameId: 'ada@corp.example', attributes })();
    expect(Object.entries(assertion.attributes)).toEqual([
      ['__proto__', ['p']],
      ['constructor', ['c']],
      ['mail', ['a@b.c']],
    ]);
    expect(Object.getPrototypeOf(assertion.attributes)).toBe(Object.prototype);
  });

  it('accepts a response signed as a whole', () => {
    expect(roundTrip({ sign: 'response', nameId: 'bo@corp.example' })().nameId).toBe(
      'bo@corp.example',
    );
  });

  it('refuses an unsigned response', () => {
    expect(roundTrip({ sign: 'none' })).toThrow('The SAML response is not signed');
  });

  it('refuses a signature by a key other than the one in the metadata', () => {
    expect(roundTrip({ signer: otherIdp })).toThrow('The SAML response signature is not valid');
    expect(roundTrip({ signer: otherIdp, sign: 'response' })).toThrow(
      'The SAML response signature is not valid',
    );
  });

  it('refuses an assertion changed after signing', () => {
    const tampered = roundTrip({ nameId: 'eve@corp.example' }, (xml) =>
      xml.replace('eve@corp.example', 'ceo@corp.example'),
    );
    expect(tampered).toThrow('The SAML response signature is not valid');
  });

  it('refuses a wrapped second assertion beside the signed one', () => {
    const wrapped = roundTrip({ nameId: 'eve@corp.example' }, (xml) => {
      const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
      const forged = signed
        .replace('eve@corp.example', 'ceo@corp.example')
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
      return xml.replace(signed, `${forged}<samlp:Extensions>${signed}</samlp:Extensions>`);
    });
    expect(wrapped).toThrow('The SAML response must carry exactly one assertion');
  });

  it('reads only signed bytes: a comment inside NameID cannot truncate it', () => {
    const commented = roundTrip({ nameId: 'ceo@corp.example.evil.test' }, (xml) =>
      xml.replace('ceo@corp.example.evil.test', 'ceo@corp.example<!---->.evil.test'),
    );
    expect(commented().nameId).toBe('ceo@corp.example.evil.test');
  });

  it('refuses an assertion for another audience', () => {
    expect(roundTrip({ audience: 'https://other.example.com/sp' })).toThrow(
      'The SAML assertion is meant for another audience',
    );
  });

  it('refuses an expired assertion and one not yet valid, beyond the skew', () => {
    expect(roundTrip({ shiftSeconds: -600 })).toThrow('The SAML assertion has expired');
    expect(roundTrip({ shiftSeconds: 30 })).not.toThrow();
    expect(roundTrip({ shiftSeconds: 600 })).toThrow('The SAML assertion is not yet valid');
  });

  it('refuses a response to another request, for another destination, or a failure', () => {
    expect(roundTrip({ inResponseTo: '_other' })).toThrow('does not answer this sign-in request');
    expect(roundTrip({ destination: 'https://evil.example.net/acs' })).toThrow(
      'The SAML response is meant for another destination',
    );
    expect(roundTrip({ status: 'urn:oasis:names:tc:SAML:2.0:status:Requester' })).toThrow(
      'The identity provider did not sign the user in',
    );
  });

  it('refuses XML with a document type declaration', () => {
    const doctype = roundTrip({}, (xml) => `<!DOCTYPE x [<!ENTITY a "b">]>${xml}`);
    expect(doctype).toThrow('document type declaration');
  });
});
