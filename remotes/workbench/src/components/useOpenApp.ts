/** Opening an app: the server decides how (or refuses, and the client shows why); the screen only follows its answer. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sameOriginPath, type Body } from '@platform/sdk';
import { applicationApi } from '../api';

/** The app being opened, so its card can show a spinner. */
export type OpeningKey = string;

/** What to open: a product service, a product (its first service) or an own service. */
type OpenForm = Body<'post', '/ptd-industry/application/open'>;

export function useOpenApp() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<OpeningKey>();

  const mutation = useMutation({
    mutationFn: ({ form }: { key: OpeningKey; form: OpenForm }) => applicationApi.open(form),
    onMutate: ({ key }) => setPending(key),
    onSettled: () => setPending(undefined),
    onSuccess: (opening) => {
      if (opening.newWindow) {
        window.open(opening.url, '_blank', 'noopener');
        return;
      }
      // Channel type 1 stays in the workbench (/home); anything else leaves the page.
      const path = sameOriginPath(opening.url);
      if (path) navigate(path);
      else window.location.assign(opening.url);
    },
  });

  return {
    open: (key: OpeningKey, form: OpenForm) => {
      if (!mutation.isPending) mutation.mutate({ key, form });
    },
    pending,
  };
}
