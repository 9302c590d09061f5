/** What the hero visual of each service page shows: the kind of system the service delivers. */

import { PRIMARY } from "./primaries.ts";
import type { Scene } from "./scene.ts";

const green = "green" as const;
const amber = "amber" as const;
const blue = "blue" as const;
const red = "red" as const;
const grey = "grey" as const;

export const SERVICE_SCENES: Record<string, Omit<Scene, "file">> = {
  "ai-ml": {
    name: "Northwind AI",
    primary: PRIMARY.indigo,
    shell: {
      title: "Demand forecast",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Brain", "Models"],
        ["ChartLine", "Demand forecast"],
        ["ScanSearch", "Document AI"],
        ["FlaskConical", "Experiments"],
        ["Activity", "Monitoring"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Forecast accuracy", "94.2%", "+3.1 pts"],
        ["Documents read today", "8,412", "+18%"],
        ["Hours saved (30d)", "1,260", "+9%"],
        ["Model drift", "Low", "checked 2 h ago"],
      ],
    },
    body: {
      kind: "trend",
      chart: {
        title: "Forecast vs actual orders, 12 weeks",
        legend: [
          ["MAPE", "5.8%"],
          ["Stock-outs avoided", "37"],
        ],
      },
      list: {
        title: "Model runs",
        items: [
          ["demand-v14", "Retrained on 26 months of sales", "Live", green],
          ["invoice-reader-v6", "Accuracy 98.7% on test set", "Live", green],
          ["churn-v3", "Waiting for review", "Review", amber],
          ["demand-v15", "Training · epoch 18 of 40", "Running", blue],
        ],
      },
    },
  },
  "api-integration": {
    name: "Northwind Connect",
    primary: PRIMARY.teal,
    shell: {
      title: "Integrations",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Plug", "Integrations"],
        ["Workflow", "Flows"],
        ["Webhook", "Webhooks"],
        ["KeyRound", "API keys"],
        ["ScrollText", "Logs"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["API calls (24h)", "1.84M", "+6%"],
        ["Success rate", "99.97%", "+0.02 pts"],
        ["p95 latency", "182 ms", "−24 ms"],
        ["Retries queued", "14", "all recovering"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Connected systems",
        headings: ["System", "Direction", "Last sync", "Status"],
        rows: [
          ["Xero", "Two-way", "2 min ago", { status: "Healthy", tone: green }],
          ["Salesforce", "Two-way", "1 min ago", { status: "Healthy", tone: green }],
          ["Shopify", "Inbound", "30 s ago", { status: "Healthy", tone: green }],
          ["StarTrack", "Outbound", "6 min ago", { status: "Retrying", tone: amber }],
          ["SAP Business One", "Two-way", "4 min ago", { status: "Healthy", tone: green }],
        ],
      },
      chart: {
        title: "Requests per hour",
        legend: [
          ["Peak", "128k"],
          ["Errors", "0.03%"],
        ],
        bars: true,
      },
    },
  },
  "ci-cd-devops": {
    name: "Northwind Pipelines",
    primary: PRIMARY.indigo,
    shell: {
      title: "Deployments",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["GitBranch", "Pipelines"],
        ["Rocket", "Deployments"],
        ["Container", "Clusters"],
        ["Activity", "Monitoring"],
        ["Bell", "Alerts"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Deploys this week", "146", "+31%"],
        ["Lead time", "42 min", "−3 h 10 min"],
        ["Change failure rate", "2.1%", "−4.6 pts"],
        ["Mean time to restore", "18 min", "−52 min"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Latest pipeline runs",
        headings: ["Service", "Branch", "Duration", "Result"],
        rows: [
          ["checkout-api", "main", "6m 12s", { status: "Deployed", tone: green }],
          ["web-frontend", "main", "4m 48s", { status: "Deployed", tone: green }],
          ["billing-worker", "release/2.8", "7m 05s", { status: "Canary 10%", tone: blue }],
          ["search-service", "feat/facets", "3m 40s", { status: "Tests failed", tone: red }],
          ["auth-service", "main", "5m 21s", { status: "Deployed", tone: green }],
        ],
      },
      chart: {
        title: "Deployments per day",
        legend: [
          ["Automated", "100%"],
          ["Rollbacks", "2"],
        ],
        bars: true,
      },
    },
  },
  "cloud-migration": {
    name: "Northwind Cloud",
    primary: PRIMARY.sky,
    shell: {
      title: "Migration waves",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Waves", "Migration waves"],
        ["Server", "Workloads"],
        ["Database", "Databases"],
        ["PiggyBank", "Cost"],
        ["ShieldCheck", "Guardrails"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Workloads migrated", "38 / 46", "Wave 3 of 4"],
        ["Monthly cost vs baseline", "−40%", "$11,900 saved"],
        ["Longest cut-over", "1 h 42 min", "within window"],
        ["Rollbacks used", "0", "all waves"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Assessed",
          tone: grey,
          cards: [
            ["File server FS-02", "Rehost to Amazon FSx", "Wave 4 · 2.1 TB"],
            ["Reporting DB", "Replatform to Aurora", "Wave 4"],
          ],
        },
        {
          title: "Replicating",
          tone: blue,
          cards: [
            ["Booking portal", "Containerised on ECS", "Sync lag 4 s"],
            ["Tracking API", "Blue/green on ALB", "Sync lag 2 s"],
          ],
        },
        {
          title: "Cut-over",
          tone: amber,
          cards: [["Invoicing SQL", "RDS SQL Server, Multi-AZ", "Sat 22:00 – 00:00"]],
        },
        {
          title: "Live in AWS",
          tone: green,
          cards: [
            ["Customer portal", "Accepted by ops team", "Wave 2"],
            ["Warehouse sync", "Accepted by ops team", "Wave 3"],
          ],
        },
      ],
    },
  },
  "custom-web-applications": {
    name: "Harbour Ops",
    primary: PRIMARY.sky,
    shell: {
      title: "Job board",
      nav: [
        ["LayoutDashboard", "Dashboard"],
        ["ClipboardList", "Jobs"],
        ["Users", "Customers"],
        ["CalendarDays", "Schedule"],
        ["Receipt", "Quotes & invoices"],
        ["ChartColumn", "Reports"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Open jobs", "214", "+12"],
        ["Quotes accepted", "68%", "+9 pts"],
        ["Invoices overdue", "$4,180", "−61%"],
        ["Avg. job time", "2.6 days", "−0.8 days"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Quoted",
          tone: grey,
          cards: [
            ["Kitchen refit · Ryde", "Quote Q-4821 sent", "$18,400"],
            ["Office fit-out · CBD", "Site visit booked", "$42,000"],
          ],
        },
        {
          title: "Scheduled",
          tone: blue,
          cards: [
            ["Bathroom · Manly", "Crew B · Mon 8:00", "3 days"],
            ["Deck repair · Penrith", "Crew A · Tue 7:30", "1 day"],
          ],
        },
        {
          title: "In progress",
          tone: amber,
          cards: [["Laundry · Parramatta", "Plumbing rough-in done", "Day 2 of 3"]],
        },
        {
          title: "Invoiced",
          tone: green,
          cards: [
            ["Ensuite · Bondi", "Paid by card", "$9,760"],
            ["Shopfront · Glebe", "Due in 7 days", "$6,200"],
          ],
        },
      ],
    },
  },
  cybersecurity: {
    name: "Northwind Shield",
    primary: PRIMARY.rose,
    shell: {
      title: "Security posture",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Radar", "Threats"],
        ["Bug", "Vulnerabilities"],
        ["KeyRound", "Access"],
        ["ClipboardCheck", "Compliance"],
        ["Siren", "Incidents"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Essential Eight", "ML2", "6 of 8 at ML3"],
        ["Critical findings", "0", "−7 this month"],
        ["MFA coverage", "100%", "412 accounts"],
        ["Mean time to contain", "14 min", "−41 min"],
      ],
    },
    body: {
      kind: "trend",
      chart: {
        title: "Threats blocked per day",
        legend: [
          ["Phishing", "1,204"],
          ["Malware", "86"],
          ["Brute force", "312"],
        ],
        bars: true,
      },
      list: {
        title: "Alerts",
        items: [
          ["Impossible travel sign-in", "j.tan@ · Sydney → Lagos", "Contained", green],
          ["Outdated OpenSSL", "2 web servers · patch ready", "Patching", amber],
          ["Public S3 bucket", "marketing-assets · fixed", "Resolved", green],
          ["Admin role granted", "Awaiting approval", "Review", blue],
        ],
      },
    },
  },
  "data-analytics": {
    name: "Northwind Insights",
    primary: PRIMARY.cyan,
    shell: {
      title: "Sales performance",
      nav: [
        ["LayoutDashboard", "Dashboards"],
        ["ChartLine", "Sales performance"],
        ["ChartPie", "Margins"],
        ["Boxes", "Inventory"],
        ["Target", "KPIs"],
        ["DatabaseZap", "Data sources"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Revenue (MTD)", "$2.41M", "+14.2%"],
        ["Gross margin", "38.6%", "+1.9 pts"],
        ["Orders", "18,930", "+8%"],
        ["Forecast, end of month", "$3.12M", "on target"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Revenue by region",
        headings: ["Region", "Revenue", "vs target", "Trend"],
        rows: [
          ["New South Wales", "$884k", { percent: 96 }, { status: "+12%", tone: green }],
          ["Victoria", "$612k", { percent: 88 }, { status: "+7%", tone: green }],
          ["Queensland", "$455k", { percent: 81 }, { status: "+3%", tone: blue }],
          ["Western Australia", "$268k", { percent: 64 }, { status: "−4%", tone: amber }],
          ["New Zealand", "$191k", { percent: 72 }, { status: "+9%", tone: green }],
        ],
      },
      chart: {
        title: "Weekly revenue",
        legend: [
          ["Refreshed", "5 min ago"],
          ["Sources", "7"],
        ],
      },
    },
  },
  "digital-transformation": {
    name: "Northwind Roadmap",
    primary: PRIMARY.amber,
    shell: {
      title: "Transformation roadmap",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Map", "Roadmap"],
        ["Workflow", "Processes"],
        ["Users", "Adoption"],
        ["Target", "Outcomes"],
        ["FileText", "Reports"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Initiatives on track", "11 / 13", "+2 this quarter"],
        ["Paper forms retired", "64%", "212 of 330"],
        ["Staff active on new tools", "87%", "+15 pts"],
        ["Hours saved per month", "1,480", "+320"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Discover",
          tone: grey,
          cards: [["Field service", "Process mapping with 3 depots", "Workshop Thu"]],
        },
        {
          title: "Design",
          tone: blue,
          cards: [
            ["Customer onboarding", "Digital forms and e-signature", "Prototype in test"],
            ["Purchasing", "Approval rules in ERP", "Sign-off due 14 Mar"],
          ],
        },
        {
          title: "Roll out",
          tone: amber,
          cards: [
            ["Timesheets", "Mobile app for 180 field staff", "Site 4 of 6"],
            ["Document control", "SharePoint migration", "62% moved"],
          ],
        },
        {
          title: "Embedded",
          tone: green,
          cards: [["Invoice approvals", "3-day cycle, was 11 days", "Adopted 96%"]],
        },
      ],
    },
  },
  "ecommerce-solutions": {
    name: "Northwind Commerce",
    primary: PRIMARY.emerald,
    shell: {
      title: "Store overview",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["ShoppingCart", "Orders"],
        ["Package", "Products"],
        ["Users", "Customers"],
        ["Tag", "Promotions"],
        ["Truck", "Fulfilment"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Sales today", "$28,460", "+19%"],
        ["Conversion rate", "3.4%", "+0.6 pts"],
        ["Average order", "$112", "+$9"],
        ["Cart recovery", "$3,920", "from e-mails"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Recent orders",
        headings: ["Order", "Customer", "Total", "Status"],
        rows: [
          ["#10482", "Amelia Clarke", "$186.00", { status: "Paid", tone: green }],
          ["#10481", "Noah Williams", "$94.50", { status: "Packing", tone: blue }],
          ["#10480", "Isla Martin", "$312.90", { status: "Shipped", tone: green }],
          ["#10479", "Leo Thompson", "$58.00", { status: "Afterpay", tone: amber }],
          ["#10478", "Chloe Walker", "$141.20", { status: "Shipped", tone: green }],
        ],
      },
      chart: {
        title: "Sales by channel",
        legend: [
          ["Web", "64%"],
          ["App", "22%"],
          ["Marketplaces", "14%"],
        ],
        bars: true,
      },
    },
  },
  "enterprise-software": {
    name: "Northwind ERP",
    primary: PRIMARY.indigo,
    shell: {
      title: "Operations",
      nav: [
        ["LayoutDashboard", "Operations"],
        ["Factory", "Production"],
        ["Boxes", "Inventory"],
        ["ShoppingBag", "Purchasing"],
        ["Landmark", "Finance"],
        ["Users", "People"],
        ["ChartColumn", "Reports"],
      ],
      kpis: [
        ["Orders in production", "326", "4 sites"],
        ["On-time delivery", "97.4%", "+5.2 pts"],
        ["Stock accuracy", "99.1%", "cycle counted"],
        ["Month-end close", "3 days", "was 9 days"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Production orders",
        headings: ["Order", "Product", "Progress", "Status"],
        rows: [
          ["WO-7731", "Steel shelving 1800", { percent: 100 }, { status: "Complete", tone: green }],
          ["WO-7732", "Cabinet frame C4", { percent: 72 }, { status: "Running", tone: blue }],
          ["WO-7733", "Bracket kit B12", { percent: 40 }, { status: "Running", tone: blue }],
          ["WO-7734", "Panel set P9", { percent: 15 }, { status: "Short 40 bolts", tone: amber }],
          ["WO-7735", "Trolley base T2", { percent: 0 }, { status: "Queued", tone: grey }],
        ],
      },
      chart: {
        title: "Output per shift",
        legend: [
          ["OEE", "81%"],
          ["Scrap", "1.2%"],
        ],
        bars: true,
      },
    },
  },
  "it-consulting": {
    name: "Northwind Advisory",
    primary: PRIMARY.amber,
    shell: {
      title: "Technology roadmap",
      nav: [
        ["LayoutDashboard", "Summary"],
        ["Map", "Technology roadmap"],
        ["Server", "Infrastructure"],
        ["Wallet", "IT spend"],
        ["Handshake", "Vendors"],
        ["TriangleAlert", "Risks"],
        ["FileText", "Reports"],
      ],
      kpis: [
        ["Annual IT spend", "$1.26M", "−18% planned"],
        ["Systems reviewed", "42", "9 to retire"],
        ["Licences unused", "137", "$46k a year"],
        ["High risks open", "3", "−5 since March"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Roadmap, next 18 months",
        headings: ["Initiative", "Quarter", "Budget", "Status"],
        rows: [
          ["Consolidate file servers", "Q1", "$38k", { status: "Approved", tone: green }],
          ["Replace legacy CRM", "Q2", "$120k", { status: "Vendor shortlist", tone: blue }],
          ["Microsoft 365 E5 security", "Q2", "$54k", { status: "Approved", tone: green }],
          ["Data warehouse", "Q3", "$95k", { status: "Business case", tone: amber }],
          ["Retire on-prem ERP", "Q4", "$160k", { status: "Planned", tone: grey }],
        ],
      },
      chart: {
        title: "IT spend by quarter",
        legend: [
          ["Run", "71%"],
          ["Change", "29%"],
        ],
        bars: true,
      },
    },
  },
  "mobile-solutions": {
    name: "FieldPro",
    primary: PRIMARY.violet,
    shell: {
      title: "App overview",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Smartphone", "Releases"],
        ["Users", "Users"],
        ["BellRing", "Push campaigns"],
        ["Star", "Reviews"],
        ["Bug", "Crashes"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Monthly active users", "48,210", "+12%"],
        ["App Store rating", "4.8★", "2,140 reviews"],
        ["Crash-free sessions", "99.86%", "+0.3 pts"],
        ["Offline syncs today", "6,905", "0 conflicts"],
      ],
    },
    body: {
      kind: "trend",
      chart: {
        title: "Daily active users, iOS and Android",
        legend: [
          ["iOS", "57%"],
          ["Android", "43%"],
        ],
      },
      list: {
        title: "Releases",
        items: [
          ["3.8.0", "Offline job photos · iOS and Android", "Live", green],
          ["3.8.1", "Phased rollout at 20%", "Rolling out", blue],
          ["3.9.0", "In App Store review", "Review", amber],
          ["3.7.4", "Hotfix · sign-in on Android 12", "Live", green],
        ],
      },
    },
  },
  "social-media-marketing": {
    name: "Northwind Social",
    primary: PRIMARY.rose,
    shell: {
      title: "Campaigns",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["CalendarDays", "Content calendar"],
        ["Megaphone", "Campaigns"],
        ["MessagesSquare", "Community"],
        ["Users", "Audiences"],
        ["ChartColumn", "Reports"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Reach (30d)", "612k", "+38%"],
        ["Engagement rate", "5.7%", "+1.4 pts"],
        ["Leads from social", "326", "+52%"],
        ["Cost per lead", "$18.40", "−$6.10"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Ideas",
          tone: grey,
          cards: [["Behind the scenes", "Reel · factory tour", "Instagram"]],
        },
        {
          title: "In design",
          tone: blue,
          cards: [
            ["Winter sale", "Carousel, 5 slides", "Instagram · Facebook"],
            ["Case study", "Client interview clip", "LinkedIn"],
          ],
        },
        {
          title: "Scheduled",
          tone: amber,
          cards: [
            ["Product launch", "Thu 10:00 · 3 posts", "All platforms"],
            ["Hiring post", "Fri 9:00", "LinkedIn"],
          ],
        },
        {
          title: "Published",
          tone: green,
          cards: [["Customer story", "41k reach · 6.2% engaged", "Facebook"]],
        },
      ],
    },
  },
  "team-augmentation": {
    name: "Northwind Talent",
    primary: PRIMARY.amber,
    shell: {
      title: "Your team",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Users", "Your team"],
        ["UserPlus", "Requests"],
        ["Clock", "Timesheets"],
        ["Target", "Sprint goals"],
        ["Receipt", "Invoices"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Engineers placed", "8", "5 dev · 2 DevOps · 1 QA"],
        ["Days to onboard", "6", "average"],
        ["Sprint goals met", "92%", "last 6 sprints"],
        ["Cost vs in-house", "−50%", "incl. overhead"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Team members",
        headings: ["Engineer", "Role", "Sprint load", "Status"],
        rows: [
          ["Rafiq Hasan", "Senior backend", { percent: 90 }, { status: "Active", tone: green }],
          ["Emma Fraser", "Senior frontend", { percent: 85 }, { status: "Active", tone: green }],
          ["Tanvir Ahmed", "DevOps engineer", { percent: 70 }, { status: "Active", tone: green }],
          ["Lucy Tran", "QA specialist", { percent: 80 }, { status: "Active", tone: green }],
          ["Sam Patel", "Senior backend", { percent: 0 }, { status: "Starts Monday", tone: blue }],
        ],
      },
      chart: {
        title: "Story points per sprint",
        legend: [
          ["Velocity", "+40%"],
          ["Sprints", "12"],
        ],
        bars: true,
      },
    },
  },
  "ux-ui-design": {
    name: "Northwind Studio",
    primary: PRIMARY.violet,
    shell: {
      title: "Usability research",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["PenTool", "Designs"],
        ["Layers", "Design system"],
        ["Microscope", "Usability research"],
        ["MessageSquare", "Feedback"],
        ["Accessibility", "Accessibility"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Task success", "91%", "+27 pts"],
        ["Time to book", "1m 12s", "−2m 05s"],
        ["SUS score", "84", "was 61"],
        ["WCAG 2.2 AA", "Pass", "0 open issues"],
      ],
    },
    body: {
      kind: "trend",
      chart: {
        title: "Task success per test session",
        legend: [
          ["Participants", "24"],
          ["Sessions", "12"],
        ],
        bars: true,
      },
      list: {
        title: "Findings",
        items: [
          ["Date picker unclear", "7 of 8 hesitated · redesigned", "Fixed", green],
          ["Checkout too long", "5 steps merged into 2", "Fixed", green],
          ["Filter labels", "Card sort booked", "Testing", blue],
          ["Low contrast on tags", "Token update in review", "Review", amber],
        ],
      },
    },
  },
  "website-design": {
    name: "Northwind Sites",
    primary: PRIMARY.sky,
    shell: {
      title: "Website performance",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Globe", "Pages"],
        ["Gauge", "Performance"],
        ["Search", "SEO"],
        ["Inbox", "Leads"],
        ["FileText", "Content"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Lighthouse performance", "98", "mobile"],
        ["Largest paint", "1.1 s", "−2.7 s"],
        ["Enquiries this month", "184", "+63%"],
        ["Organic visits", "12,480", "+41%"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Top pages",
        headings: ["Page", "Visits", "Enquiries", "Speed"],
        rows: [
          ["/", "4,920", "46", { status: "98", tone: green }],
          ["/services/kitchens", "2,310", "51", { status: "97", tone: green }],
          ["/gallery", "1,860", "12", { status: "95", tone: green }],
          ["/contact", "1,240", "58", { status: "99", tone: green }],
          ["/blog/renovation-costs", "980", "17", { status: "94", tone: green }],
        ],
      },
      chart: {
        title: "Enquiries per week",
        legend: [
          ["Forms", "71%"],
          ["Calls", "29%"],
        ],
      },
    },
  },
};
