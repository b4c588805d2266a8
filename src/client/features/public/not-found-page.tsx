import { useQuery } from "@tanstack/react-query";
import { Compass, LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { homePath, sessionQuery } from "../../shared/session";
import { BackHomeLink } from "./back-home-link";
import { PublicLayout } from "./public-layout";

export default function NotFoundPage() {
  usePageTitle("404 Page Not Found");
  const { data: user } = useQuery(sessionQuery);

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Compass className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          404 Page Not Found
        </h1>
        <p className="mt-4 text-base leading-relaxed text-slate-600">
          The page you are looking for does not exist or may have moved. Check the address, or head back to
          familiar ground.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <BackHomeLink variant={user ? "secondary" : "primary"} />
          {user && (
            <Link to={homePath(user)} className={buttonVariants({ size: "lg" })}>
              <LayoutDashboard aria-hidden />
              Go to Dashboard
            </Link>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
