/**
 * What the hero visual of each industry page, and of /products, shows: a system of the kind the
 * page describes, in the page's card colour.
 */
import { PRIMARY } from "./primaries.ts";
import type { Scene } from "./scene.ts";

const green = "green" as const;
const amber = "amber" as const;
const blue = "blue" as const;
const red = "red" as const;
const grey = "grey" as const;

export const INDUSTRY_SCENES: Record<string, Omit<Scene, "file">> = {
  "e-commerce": {
    name: "Marketplace Admin",
    primary: PRIMARY.amber,
    shell: {
      title: "Channels",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Store", "Channels"],
        ["ShoppingCart", "Orders"],
        ["Boxes", "Stock"],
        ["Tag", "Promotions"],
        ["Users", "Customers"],
        ["ChartColumn", "Reports"],
      ],
      kpis: [
        ["Orders today", "2,318", "+24%"],
        ["Stock in sync", "100%", "4 channels"],
        ["Checkout time", "38 s", "−51 s"],
        ["Returns rate", "3.1%", "−0.9 pts"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Sales by channel, today",
        headings: ["Channel", "Orders", "Revenue", "Stock sync"],
        rows: [
          ["Web store", "1,204", "$96,310", { status: "Live", tone: green }],
          ["iOS and Android app", "611", "$48,920", { status: "Live", tone: green }],
          ["Amazon AU", "318", "$22,410", { status: "Live", tone: green }],
          ["eBay", "127", "$8,760", { status: "Delayed 2 min", tone: amber }],
          ["Retail stores", "58", "$6,930", { status: "Live", tone: green }],
        ],
      },
      chart: {
        title: "Orders per hour",
        legend: [
          ["Peak", "412 at 8 pm"],
          ["Uptime", "99.99%"],
        ],
        bars: true,
      },
    },
  },
  education: {
    name: "Campus Hub",
    primary: PRIMARY.violet,
    shell: {
      title: "Enrolments",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["UserPlus", "Enrolments"],
        ["FolderCheck", "RPL evidence"],
        ["ClipboardCheck", "Assessments"],
        ["Handshake", "Agents"],
        ["FileBarChart", "AVETMISS"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Applications this intake", "486", "+21%"],
        ["Offer turnaround", "2 days", "was 9 days"],
        ["Evidence complete", "78%", "+16 pts"],
        ["AVETMISS errors", "0", "last submission"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Enquiry",
          tone: grey,
          cards: [
            ["Priya Das", "Diploma of Leadership", "via agent · Dhaka"],
            ["Tom Reilly", "Cert IV Building", "Web form"],
          ],
        },
        {
          title: "Evidence",
          tone: blue,
          cards: [
            ["Ana Lopes", "RPL · 9 of 12 units uploaded", "Reminder sent"],
            ["Wei Zhang", "Diploma of Project Mgmt", "Interview Tue"],
          ],
        },
        {
          title: "Assessment",
          tone: amber,
          cards: [["Hamid Noori", "Cert III Carpentry · RPL", "Assessor: K. Mills"]],
        },
        {
          title: "Enrolled",
          tone: green,
          cards: [
            ["Grace Kim", "Diploma of Nursing", "Starts 14 July"],
            ["Luca Rossi", "Cert IV WHS", "Fees paid"],
          ],
        },
      ],
    },
  },
  finance: {
    name: "Ledgerline",
    primary: PRIMARY.emerald,
    shell: {
      title: "Onboarding",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["UserCheck", "Onboarding"],
        ["Landmark", "Accounts"],
        ["ArrowLeftRight", "Payments"],
        ["ShieldAlert", "Monitoring"],
        ["FileText", "Audit log"],
        ["Settings", "Settings"],
      ],
      kpis: [
        ["Accounts opened today", "1,142", "+17%"],
        ["Median sign-up", "6 min", "ID verified"],
        ["Payments settled", "$4.8M", "via NPP"],
        ["Alerts to review", "9", "−22 this week"],
      ],
    },
    body: {
      kind: "trend",
      chart: {
        title: "New accounts per day",
        legend: [
          ["Approved", "93%"],
          ["Manual review", "5%"],
          ["Declined", "2%"],
        ],
      },
      list: {
        title: "Transaction monitoring",
        items: [
          ["Unusual transfer $18,500", "Account ending 4471", "Review", amber],
          ["New payee, high risk", "Held for customer check", "Held", red],
          ["Identity re-verified", "Document and selfie match", "Cleared", green],
          ["Daily AUSTRAC report", "Generated 06:00", "Sent", green],
        ],
      },
    },
  },
  government: {
    name: "Council Services",
    primary: PRIMARY.indigo,
    shell: {
      title: "Service requests",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Inbox", "Service requests"],
        ["FileText", "Applications"],
        ["CreditCard", "Payments"],
        ["MapPin", "Assets"],
        ["Accessibility", "Accessibility"],
        ["ChartColumn", "Reports"],
      ],
      kpis: [
        ["Requests lodged online", "82%", "+37 pts"],
        ["Median response", "1.4 days", "−3.2 days"],
        ["Forms retired", "46", "paper and PDF"],
        ["WCAG 2.2 AA", "Pass", "all services"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Latest requests",
        headings: ["Reference", "Request", "Suburb", "Status"],
        rows: [
          ["SR-20931", "Missed bin collection", "Kiama", { status: "Scheduled", tone: blue }],
          ["SR-20930", "Pothole, Terralong St", "Kiama", { status: "Crew assigned", tone: amber }],
          ["DA-1184", "Development application", "Gerringong", { status: "Under review", tone: blue }],
          ["SR-20928", "Fallen tree branch", "Jamberoo", { status: "Resolved", tone: green }],
          ["PAY-7712", "Dog registration", "Minnamurra", { status: "Paid", tone: green }],
        ],
      },
      chart: {
        title: "Requests by channel",
        legend: [
          ["Online", "82%"],
          ["Phone", "14%"],
          ["Counter", "4%"],
        ],
        bars: true,
      },
    },
  },
  healthcare: {
    name: "CareBook",
    primary: PRIMARY.rose,
    shell: {
      title: "Today's bookings",
      nav: [
        ["CalendarDays", "Today's bookings"],
        ["Users", "Patients"],
        ["ClipboardList", "Intake forms"],
        ["MessageSquare", "SMS reminders"],
        ["Video", "Telehealth"],
        ["Plug", "Integrations"],
        ["ChartColumn", "Reports"],
      ],
      kpis: [
        ["Appointments today", "212", "9 practitioners"],
        ["Booked online", "71%", "+38 pts"],
        ["No-show rate", "2.4%", "−4.1 pts"],
        ["Forms completed ahead", "88%", "synced to PMS"],
      ],
    },
    body: {
      kind: "table",
      table: {
        title: "Next appointments",
        headings: ["Time", "Patient", "Practitioner", "Status"],
        rows: [
          ["9:00", "M. Brown", "Dr S. Nguyen", { status: "Arrived", tone: green }],
          ["9:15", "A. Patel", "Dr M. Chen", { status: "Forms done", tone: green }],
          ["9:15", "L. Nguyen", "Telehealth", { status: "Link sent", tone: blue }],
          ["9:30", "K. Wilson", "Dr A. Rao", { status: "Reminder sent", tone: blue }],
          ["9:45", "R. Jones", "Nurse clinic", { status: "Forms pending", tone: amber }],
        ],
      },
      chart: {
        title: "Bookings this week",
        legend: [
          ["Online", "71%"],
          ["Phone", "29%"],
        ],
        bars: true,
      },
    },
  },
  logistics: {
    name: "Dispatch Live",
    primary: PRIMARY.sky,
    shell: {
      title: "Deliveries today",
      nav: [
        ["LayoutDashboard", "Overview"],
        ["Truck", "Deliveries today"],
        ["Route", "Routes"],
        ["Warehouse", "Depots"],
        ["Fuel", "Stock"],
        ["FileCheck", "Proof of delivery"],
        ["ChartColumn", "Reports"],
      ],
      kpis: [
        ["Deliveries today", "386", "41 vehicles"],
        ["On time", "96.8%", "+7.5 pts"],
        ["ePOD captured", "100%", "photo and signature"],
        ["Invoiced same day", "94%", "was 3 days"],
      ],
    },
    body: {
      kind: "board",
      lanes: [
        {
          title: "Planned",
          tone: grey,
          cards: [
            ["Run 14 · Truck NSW-22", "12 drops · Western Sydney", "Departs 13:30"],
            ["Run 15 · Van V-08", "8 drops · Inner West", "Departs 14:00"],
          ],
        },
        {
          title: "On the road",
          tone: blue,
          cards: [
            ["Run 09 · Tanker T-03", "Diesel 18,000 L · 3 sites", "ETA 11:42"],
            ["Run 11 · Truck NSW-17", "Drop 6 of 10", "On schedule"],
          ],
        },
        {
          title: "Delayed",
          tone: amber,
          cards: [["Run 07 · Van V-02", "M4 congestion · customer told", "+18 min"]],
        },
        {
          title: "Delivered",
          tone: green,
          cards: [["Run 03 · Truck NSW-09", "10 of 10 signed", "Invoiced"]],
        },
      ],
    },
  },
};

export const PRODUCTS_SCENE: Omit<Scene, "file"> = {
  name: "Northwind Suite",
  primary: PRIMARY.emerald,
  shell: {
    title: "Group overview",
    nav: [
      ["LayoutDashboard", "Group overview"],
      ["Building2", "ERP"],
      ["Users", "CRM"],
      ["ChartLine", "Insights"],
      ["Database", "DataHub"],
      ["ShieldCheck", "Shield"],
      ["Cloud", "Cloud"],
    ],
    kpis: [
      ["Facilities on one platform", "15", "all live"],
      ["Excess stock", "−35%", "since go-live"],
      ["Uptime", "99.9%", "SLA met"],
      ["Support tickets open", "4", "24/7 team"],
    ],
  },
  body: {
    kind: "table",
    table: {
      title: "Facilities",
      headings: ["Facility", "Stock cover", "Margin", "Status"],
      rows: [
        ["Wetherill Park", "12 days", "31.4%", { status: "On target", tone: green }],
        ["Dandenong South", "9 days", "29.8%", { status: "On target", tone: green }],
        ["Eagle Farm", "15 days", "27.1%", { status: "Overstocked", tone: amber }],
        ["Welshpool", "11 days", "30.2%", { status: "On target", tone: green }],
        ["Auckland East", "10 days", "28.6%", { status: "Month-end closed", tone: blue }],
      ],
    },
    chart: {
      title: "Production, all facilities",
      legend: [
        ["This month", "1.9M units"],
        ["vs plan", "+4%"],
      ],
      bars: true,
    },
  },
};
