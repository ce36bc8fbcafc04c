import type { SessionUser } from '@vitrina/core/schemas/auth'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type SessionState = {
  token: string | null
  user: SessionUser | null
  isAuthenticated: boolean
  login: (token: string, user: SessionUser) => void
  logout: () => void
  /** The server's fresh copy of the user (roles or photo may have changed since login). */
  setUser: (user: SessionUser) => void
  setProfileImage: (url: string | null) => void
}

// docs/product/auth.md#session: token and user are kept on the device and restored at startup.
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      isAuthenticated: false,
      login: (token, user) => set({ token, user, isAuthenticated: true }),
      logout: () => set({ token: null, user: null, isAuthenticated: false }),
      setUser: (user) => set((state) => (state.token ? { user } : state)),
      setProfileImage: (url) =>
        set((state) => (state.user ? { user: { ...state.user, profile_image_url: url } } : state)),
    }),
    {
      name: 'vitrina-session',
      version: 1,
      skipHydration: true,
      partialize: ({ token, user, isAuthenticated }) => ({ token, user, isAuthenticated }),
    },
  ),
)
