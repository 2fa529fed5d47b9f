import { DocumentText } from './document-text';
import { SignDocumentForm } from './sign-document-form';

/** A document's current text and, under it, the form that signs that version. */
export function ReadAndSign({
  tenantId,
  document,
  fullName,
  onSigned,
}: {
  tenantId: string;
  document: { template_id: string; version: number; title: string };
  fullName: string;
  onSigned: () => Promise<void> | void;
}) {
  return (
    <>
      <DocumentText
        tenantId={tenantId}
        templateId={document.template_id}
        version={document.version}
        title={document.title}
      />
      <SignDocumentForm
        tenantId={tenantId}
        templateId={document.template_id}
        title={document.title}
        fullName={fullName}
        onSigned={onSigned}
      />
    </>
  );
}
