import {
  CalendarCheck,
  FileChartColumn,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareReply,
  MessagesSquare,
  ScrollText,
  Timer,
  Users,
} from "lucide-react";

export interface CampaignLink {
  label: string;
  segment: string;
  icon: LucideIcon;
}

/** The eight screens of a campaign, in sidebar order. */
export const CAMPAIGN_LINKS: CampaignLink[] = [
  { label: "Dashboard", segment: "dashboard", icon: LayoutDashboard },
  { label: "Scheduler", segment: "scheduler", icon: CalendarCheck },
  { label: "Connections", segment: "connections", icon: Users },
  { label: "Replies", segment: "replies", icon: MessageSquareReply },
  { label: "Scripts", segment: "scripts", icon: ScrollText },
  { label: "Cadence", segment: "cadence", icon: Timer },
  { label: "Reports", segment: "reports", icon: FileChartColumn },
  { label: "Prospect Chat", segment: "prospect-chat", icon: MessagesSquare },
];

export const campaignPath = (campaignId: string, segment: string) => `/campaign/${campaignId}/${segment}`;
