import { createContext, type ReactNode, useContext } from 'react';

interface NewLinkProfile {
  /** The report profile a new link shows (issue 12); null: every written section. */
  profileId: string | null;
  /** The control that chooses it, shown in the new-link form (the app passes the picker). */
  picker: ReactNode;
}

const NewLinkProfileContext = createContext<NewLinkProfile>({ profileId: null, picker: null });

/**
 * Gives the share dialog the report profile chosen beside it. A context rather than props, so
 * the dialog's components stay as they are and features do not import each other.
 */
export function NewLinkProfileProvider({
  value,
  children,
}: {
  value: NewLinkProfile;
  children: ReactNode;
}) {
  return <NewLinkProfileContext value={value}>{children}</NewLinkProfileContext>;
}

export function useNewLinkProfile(): NewLinkProfile {
  return useContext(NewLinkProfileContext);
}
