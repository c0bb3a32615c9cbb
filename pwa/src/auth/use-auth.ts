/** Sign-up, sign-in, code and sign-out calls: real cookie sessions (docs/decisions.md, Sign-in). */
import { useMutation } from "@tanstack/react-query";
import type { RegisterBody, User } from "@lectern/shared";
import { apiRequest } from "../api/client.ts";

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<{ userId: number; message: string }>("/api/auth/register", {
        method: "POST",
        body,
      }),
  });
}

export function useSignin() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ userId: number; message: string }>("/api/auth/signin", {
        method: "POST",
        body: { email },
      }),
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: { userId: number; otpCode: string }) =>
      apiRequest<{ user: User }>("/api/auth/verify-otp", { method: "POST", body }),
  });
}

export function useResendOtp() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ message: string }>("/api/auth/resend-otp", { method: "POST", body: { userId } }),
  });
}

/** POST /api/auth/verify-link: the token of a mailed sign-in link signs in as a code does. */
export function useVerifyLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ user: User }>("/api/auth/verify-link", { method: "POST", body: { token } }),
  });
}
