/** Opening an app: the server decides how (or refuses, and the client shows why); the screen only follows its answer. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sameOriginPath } from '@platform/sdk';
import { applicationApi, type OpenForm, type Opening } from '../api';

/** The app being opened, so its card can show a spinner. */
export type OpeningKey = string;

export function useOpenApp() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<OpeningKey>();

  const mutation = useMutation<Opening, Error, { key: OpeningKey; form: OpenForm }>({
    mutationFn: ({ form }) => applicationApi.open(form),
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
