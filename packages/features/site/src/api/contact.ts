import { type ContactPayload, siteApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';

/** `POST contact-page`: the visitor's message to the site. */
export function useSendContact() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: ContactPayload) => http.call(siteApi.contact, { body }),
  });
}
