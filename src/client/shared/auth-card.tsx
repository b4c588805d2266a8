import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { BrandLink } from "./brand-link";

/** The centred card that every sign-in screen sits in. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <BrandLink />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-xl">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** A mailed link opened without its token ("Sign-in link incomplete"), then what the person can do. */
export function AuthCardIncompleteLink({
  link,
  mail,
  children,
}: {
  /** Which link, as the title starts: "Sign-in". */
  link: string;
  /** The mail it came in: "sign-in e-mail". */
  mail: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={`${link} link incomplete`} description={`This page needs the link from your ${mail}.`}>
      {children}
    </AuthCard>
  );
}

/** A sign-in screen waiting for the server (an e-mailed link being checked). */
export function AuthCardLoading({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard title={title}>
      <div className="flex justify-center py-6">
        <Spinner label={label} />
      </div>
    </AuthCard>
  );
}

/** A sign-in screen that cannot go on: the server's reason, then what the person can do instead. */
export function AuthCardFailure({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <div className="grid gap-4">
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
        {children}
      </div>
    </AuthCard>
  );
}
