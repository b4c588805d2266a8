import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";

/** "Back to Home": a large button-styled link to the landing page. */
export function BackHomeLink({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  return (
    <Link to="/" className={buttonVariants({ variant, size: "lg" })}>
      <ArrowLeft aria-hidden />
      Back to Home
    </Link>
  );
}
