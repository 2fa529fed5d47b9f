import { DOMParser } from '@xmldom/xmldom';

export const ns = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export class XmlFormatError extends Error {
  override name = 'XmlFormatError';
}

/**
 * Parses XML from an outside party. A document type declaration is refused outright: SAML needs
 * none, and entities are how XML bombs and external-entity tricks arrive.
 */
export function parseXml(text: string): Document {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new XmlFormatError('XML with a document type declaration is not accepted');
  }
  let failure: string | undefined;
  const parser = new DOMParser({
    errorHandler: (level: string, message: unknown) => {
      if (level !== 'warning') failure ??= String(message);
    },
  });
  let doc: Document;
  try {
    doc = parser.parseFromString(text, 'text/xml');
  } catch (error) {
    throw new XmlFormatError(`XML is not well formed: ${(error as Error).message}`);
  }
  if (failure !== undefined) throw new XmlFormatError(`XML is not well formed: ${failure}`);
  if (doc.documentElement === null) throw new XmlFormatError('XML has no root element');
  return doc;
}

/** The element children of `parent` with this namespace and local name. */
export function childrenNamed(parent: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (element.namespaceURI === namespace && element.localName === localName) found.push(element);
  }
  return found;
}

/** The single child so named, or undefined when there is none; more than one is an error. */
export function onlyChild(
  parent: Element,
  namespace: string,
  localName: string,
): Element | undefined {
  const found = childrenNamed(parent, namespace, localName);
  if (found.length > 1) throw new XmlFormatError(`More than one ${localName} element`);
  return found[0];
}

/** Every descendant element so named, at any depth. */
export function descendantsNamed(root: Element, namespace: string, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, localName));
}

export function textOf(element: Element | undefined): string {
  return (element?.textContent ?? '').trim();
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
