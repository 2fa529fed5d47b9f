import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { serviceKeys, updateService, type Service, type ServiceChanges } from './queries';

/** Saves changes to a service, refreshes what shows it, and says how it went. */
export function useServiceChanges(service: Service) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const intl = useIntl();
  return async (changes: ServiceChanges, done: string): Promise<boolean> => {
    try {
      const saved = await updateService(supabase, service.id, changes);
      queryClient.setQueryData(serviceKeys.detail(service.id), saved);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.lists(service.tenant_id) });
      notifySaved(done);
      return true;
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'services.notSaved' }));
      return false;
    }
  };
}
