import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../components/screen-header';

export const Route = createFileRoute('/client-access/_shell/documents')({
  component: ClientDocuments,
});

function ClientDocuments() {
  return (
    <ScreenHeader title="Documents">
      Documents waiting for your signature, the ones you have signed, and files the business has
      shared with you.
    </ScreenHeader>
  );
}
