"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 10. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
NW = "computer-networking"
ET = "introductory-ethics"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("dhcp relay", "lex talionis")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, command listing or calculation block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

N1 = "01-network-models-and-ip-addressing.pdf"
N2 = "02-tcp-and-udp-slides.pdf"
N3 = "03-switching-and-routing.docx"
N4 = "04-dns-dhcp-and-device-configuration.md"
N5 = "05-troubleshooting-notes.txt"
E1 = "01-what-is-ethics.pdf"
E2 = "02-utilitarianism-slides.pdf"
E3 = "03-kant-and-duty.docx"
E4 = "04-virtue-ethics-and-comparing-theories.md"
E5 = "05-applied-ethics-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- N1: network models and IP addressing (prose PDF) ----
    (NW, N1, "paraphrase", "whats the difference between a LAN and a WAN, like which one is my flat",
     ["covers a small area such as one office, one floor or one home"]),
    (NW, N1, "how_why", "why do they bother splitting network software into layers?",
     ["one layer can be changed, for example Ethernet replaced by Wi-Fi"]),
    (NW, N1, "how_why", "tcp/ip only has 4 layers so where did the physical and data link layers go",
     ["its link layer covers both the physical and data link layers"]),
    (NW, N1, "keyword", "encapsulation",
     ["each layer adds its own header in front of the data"]),
    (NW, N1, "definition_tail", "the OUI part of a MAC address is the bit that",
     ["which is assigned to the manufacturer"]),
    (NW, N1, "how_why", "why does a subnet with 6 host bits give 62 hosts and not 64",
     ["a network with n host bits has 2^n - 2 usable host addresses"]),
    (NW, N1, "table_row", "what's the subnet mask for a /27 and how many usable hosts is that",
     ["/27 255.255.255.224 5 30"]),
    (NW, N1, "worked_step", "when you split 192.168.10.0/24 into four, what are the usable addresses in the second subnet",
     ["with usable hosts .65 to .126 and broadcast .127"]),
    (NW, N1, "worked_step", "what network is 172.16.45.200/20 actually on?",
     ["So the network address is 172.16.32.0/20"]),
    (NW, N1, "exact_term", "what is a default gateway",
     ["the router interface on the local network that forwards traffic to other networks"]),
    (NW, N1, "paraphrase", "my pc can print to the printer next to me but cant get to anything outside, whats likely wrong",
     ["A host with a wrong default gateway can still reach other hosts"]),

    # ---- N2: TCP and UDP (slide deck) ----
    (NW, N2, "table_row", "what range are ephemeral ports in",
     ["49152-65535 Dynamic or ephemeral ports"]),
    (NW, N2, "table_row", "which port does a DHCP server listen on",
     ["DHCP server UDP 67"]),
    (NW, N2, "exact_term", "what exactly is a socket",
     ["A socket is an IP address plus a port"]),
    (NW, N2, "how_why", "how can one web server have thousands of connections all on port 443 at once",
     ["A TCP connection is named by four values"]),
    (NW, N2, "paraphrase", "if a udp packet goes missing does udp resend it",
     ["No handshake, no acknowledgements, no retransmission"]),
    (NW, N2, "how_why", "why would a video call app pick udp instead of tcp",
     ["Late data is useless for live voice, video and games"]),
    (NW, N2, "worked_step", "in the handshake example with client ISN 1000, what seq and ack does the server send",
     ["SYN-ACK: seq = 5000, ack = 1001"]),
    (NW, N2, "exact_term", "what does the acknowledgement number in tcp mean",
     ["The ACK number is the next byte the receiver expects"]),
    (NW, N2, "worked_step", "window is 8000 bytes and each segment is 1000 bytes, how many can i send before stopping",
     ["Sender may send 8 segments before it must stop"]),
    (NW, N2, "code_block", "what's the max throughput with a 64,000 byte window and a 100 ms round trip",
     ["64,000 bytes / 0.1 s = 640,000 bytes per second"]),
    (NW, N2, "how_why", "what is the point of TIME_WAIT",
     ["It lets stray old segments die out before the port is reused"]),
    (NW, N2, "paraphrase", "i keep getting connection refused when i connect, what is the server actually doing",
     ["usually means the server sent a RST"]),

    # ---- N3: switching and routing (DOCX) ----
    (NW, N3, "table_row", "what metric does RIP use",
     ["Hop count, maximum 15 hops"]),
    (NW, N3, "exact_term", "what's a broadcast domain",
     ["the set of hosts that receive a broadcast frame sent by any one of them"]),
    (NW, N3, "list_item", "what does a switch do with a frame when it has no idea where the destination MAC is",
     ["flood the frame out of every port except the one it came in on"]),
    (NW, N3, "worked_step", "how does a switch fill its mac address table without being configured",
     ["Read the source MAC address and record it against the port"]),
    (NW, N3, "keyword", "mac table ageing time",
     ["which is 300 seconds on many switches"]),
    (NW, N3, "how_why", "if the host i'm sending to is on another network, whose MAC address does my pc ARP for",
     ["It ARPs for the MAC address of its default gateway"]),
    (NW, N3, "worked_step", "using the example routing table, where does a packet to 10.20.99.1 get sent",
     ["the /16 is the longest, so it goes to 192.168.1.2"]),
    (NW, N3, "exact_term", "what does longest prefix match mean",
     ["The router then uses the route with the longest prefix"]),
    (NW, N3, "how_why", "what goes wrong with static routes when a link fails",
     ["traffic keeps being sent into the broken link until someone changes the configuration"]),
    (NW, N3, "paraphrase", "what stops a packet going round and round between routers forever",
     ["The TTL stops a packet from circling for ever"]),
    (NW, N3, "how_why", "how is link state routing different from distance vector",
     ["gives every router a full map of the links in the area"]),

    # ---- N4: DNS, DHCP and configuration (Markdown) ----
    (NW, N4, "exact_term", "what is DNS?",
     ["a distributed database that translates domain names into IP addresses"]),
    (NW, N4, "table_row", "which dns record says where a domain's email goes",
     ["The mail server for a domain, with a priority"]),
    (NW, N4, "paraphrase", "i changed the IP in my A record an hour ago and some people still get the old one, why",
     ["a change to that record can take up to an hour to be seen everywhere"]),
    (NW, N4, "list_item", "when a resolver looks up www.example.org what does the root server reply with",
     ["It asks a root server, which replies with the name servers for"]),
    (NW, N4, "code_block", "what's the dig command to just print the A record answer",
     ["dig www.example.org A +noall +answer"]),
    (NW, N4, "list_item", "what happens at the offer stage of DORA",
     ["a server offers an address and the other settings"]),
    (NW, N4, "how_why", "why does a dhcp client broadcast its request rather than send it just to the server it picked",
     ["any other server that made an offer learns that its offer was declined"]),
    (NW, N4, "paraphrase", "my laptop has an address starting 169.254, is that bad",
     ["a strong sign that the DHCP server could not be reached"]),
    (NW, N4, "keyword", "dhcp relay",
     ["forwards the broadcast to the server as a unicast"]),
    (NW, N4, "code_block", "what linux command sets the default gateway by hand",
     ["ip route add default via 192.168.50.1"]),
    (NW, N4, "how_why", "i typed the ip address on my cisco router interface but it still shows down, why",
     ["Router interfaces are administratively down until"]),

    # ---- N5: troubleshooting notes (TXT) ----
    (NW, N5, "exact_term", "what is the bottom-up approach to troubleshooting",
     ["start at the physical layer and work upwards through the"]),
    (NW, N5, "list_item", "in the troubleshooting method what comes after gathering information",
     ["Test one layer at a time, from the cable upwards."]),
    (NW, N5, "paraphrase", "the network worked fine yesterday and today it doesnt, what's the usual reason",
     ["someone changed a cable, a setting or a password in between"]),
    (NW, N5, "how_why", "pinging a remote IP works but pinging the remote name fails, where's the problem",
     ["the network is fine and the fault is"]),
    (NW, N5, "paraphrase", "a website loads fine but wont reply to ping, is it down?",
     ["drop ICMP echo requests on purpose, so a web server may refuse pings"]),
    (NW, N5, "how_why", "how does traceroute find out each router on the path",
     ["It works by sending packets with a TTL of 1, then"]),
    (NW, N5, "definition_tail", "in traceroute output a line of three stars means",
     ["means that a router did not answer within the time"]),
    (NW, N5, "code_block", "how long does a 50 MB file take to copy at 20 Mbit/s",
     ["time = 400 Mbit / 20 Mbit/s = 20 s"]),
    (NW, N5, "worked_step", "if four of us share a 100 Mbit/s link what speed do i get",
     ["share = 100 Mbit/s / 4 = 25 Mbit/s"]),
    (NW, N5, "table_row", "link is slow and showing lots of errors, what should i check first",
     ["Slow link with many errors 2 Speed and duplex settings"]),
    (NW, N5, "worked_step", "how much time does a page with 30 round trips at 80 ms spend waiting",
     ["30 x 80 ms = 2.4 seconds just waiting"]),

    # ---- E1: what is ethics (prose PDF) ----
    (ET, E1, "exact_term", "what is ethics actually about",
     ["asks how we ought to live and what we owe to one another"]),
    (ET, E1, "how_why", "if something is legal does that mean its morally ok",
     ["many legal actions are morally wrong, such as breaking a promise to a friend"]),
    (ET, E1, "list_item", "which branch of ethics would a debate about euthanasia fall under",
     ["Applied ethics takes a particular disputed issue"]),
    (ET, E1, "exact_term", "whats the difference between a descriptive claim and a normative claim",
     ["a normative claim says how things ought to be"]),
    (ET, E1, "definition_tail", "cultural relativism says an action is right or wrong",
     ["only relative to the moral code of a particular culture"]),
    (ET, E1, "paraphrase", "what lesson did herodotus draw from darius and the callatians",
     ["custom is king of all"]),
    (ET, E1, "how_why", "why doesn't the fact that cultures disagree prove there is no moral truth",
     ["The argument is not valid, because the conclusion does not follow from the premise"]),
    (ET, E1, "list_item", "how would a relativist have to describe the end of slavery",
     ["the abolition of slavery was a change in taste, not an improvement"]),
    (ET, E1, "exact_term", "what do moral realists believe",
     ["torturing innocent people for fun would be wrong even if everyone in the world approved"]),
    (ET, E1, "keyword", "reflective equilibrium",
     ["moves back and forth between general principles and judgements about cases"]),
    (ET, E1, "paraphrase", "whats the story with the invisible ring in plato",
     ["a shepherd who finds a ring that makes him invisible"]),

    # ---- E2: utilitarianism (slide deck) ----
    (ET, E2, "keyword", "consequentialism",
     ["Right actions are judged only by their consequences"]),
    (ET, E2, "exact_term", "what was bentham's main book and when did it come out",
     ["An Introduction to the Principles of Morals and Legislation (1789)"]),
    (ET, E2, "paraphrase", "bentham said we have two masters, what were they",
     ["Nature has placed us under two masters: pain and pleasure"]),
    (ET, E2, "list_item", "list the dimensions of bentham's hedonic calculus",
     ["Intensity, duration, certainty, propinquity"]),
    (ET, E2, "keyword", "fecundity",
     ["the chance it will be followed by more pleasures"]),
    (ET, E2, "worked_step", "in the concert ticket example how many units of happiness does giving it to ben make",
     ["Ben: (4 + 3) x 3 = 21 units"]),
    (ET, E2, "how_why", "why did bentham think animals count morally",
     ["Bentham included animals: the question is, can they suffer"]),
    (ET, E2, "definition_tail", "act utilitarianism tells you that in each situation you should",
     ["do the act with the best total outcome"]),
    (ET, E2, "paraphrase", "how does mill decide which of two pleasures is the better one",
     ["Ask people who have experienced both"]),
    (ET, E2, "how_why", "what's wrong with mill's proof that happiness is desirable",
     ["Mill moves from what is desired to what ought to be desired"]),
    (ET, E2, "how_why", "how can a rule utilitarian avoid framing the innocent man",
     ["A rule allowing framing would destroy trust in the courts"]),
    (ET, E2, "how_why", "what is nozick's experience machine supposed to prove",
     ["So we value more than pleasant experiences"]),

    # ---- E3: Kant and duty (DOCX) ----
    (ET, E3, "exact_term", "what does deontological mean",
     ["some actions are right or wrong in themselves, whatever their consequences"]),
    (ET, E3, "keyword", "when was kant's groundwork published",
     ["Groundwork of the Metaphysics of Morals, published in 1785"]),
    (ET, E3, "paraphrase", "if a shopkeeper is only honest because its good for business does that count morally",
     ["his action has no moral worth"]),
    (ET, E3, "table_row", "who is bound by a hypothetical imperative",
     ["Only those who want X"]),
    (ET, E3, "how_why", "why does kant say moral commands must be categorical",
     ["morality applies to us whatever we happen to want"]),
    (ET, E3, "definition_tail", "a maxim fails by a contradiction in will when",
     ["no rational person could want to live in that world"]),
    (ET, E3, "worked_step", "in the lying promise example what goes wrong when you universalise the maxim",
     ["no one would believe any promise to repay"]),
    (ET, E3, "exact_term", "what does it mean to treat someone merely as a means",
     ["to use them in a way they could not possibly agree to"]),
    (ET, E3, "table_row", "is developing your talents a perfect or an imperfect duty for kant",
     ["To develop one's talents"]),
    (ET, E3, "how_why", "what does kant say about lying to the murderer at the door",
     ["Kant, in a late essay of 1797, holds that you still may not lie"]),
    (ET, E3, "list_item", "what is the duty of reparation in ross's list",
     ["making up for wrongs we have done"]),

    # ---- E4: virtue ethics and comparing theories (Markdown) ----
    (ET, E4, "exact_term", "what is eudaimonia",
     ["not a pleasant feeling but an activity"]),
    (ET, E4, "paraphrase", "what's aristotle getting at with the one swallow thing",
     ["one good day does not make a person happy"]),
    (ET, E4, "code_block", "what is the conclusion of aristotle's function argument",
     ["So the human good is activity of the soul in accordance with virtue"]),
    (ET, E4, "how_why", "how do you actually become virtuous according to aristotle",
     ["we become just by doing just acts, and brave by doing brave acts"]),
    (ET, E4, "definition_tail", "the mean is relative to us, which means",
     ["the right amount for this person in this situation"]),
    (ET, E4, "exact_term", "what is phronesis",
     ["lets a person see what the situation requires and how to achieve it"]),
    (ET, E4, "keyword", "anscombe modern moral philosophy",
     ["ethics should return to questions of character and human flourishing"]),
    (ET, E4, "table_row", "what would a kantian say about telling the neighbour you love the ugly jumper",
     ["Do not lie: lying is always forbidden"]),
    (ET, E4, "table_row", "what verdict does act utilitarianism give on the jumper lie",
     ["Lie: the neighbour is happy and no one is harmed"]),
    (ET, E4, "code_block", "in the essay template what's step 4",
     ["Raise the strongest objection to that verdict"]),

    # ---- E5: applied ethics notes (TXT) ----
    (ET, E5, "table_row", "what's non-voluntary euthanasia, like what's an example",
     ["Non-voluntary Patient cannot consent Permanent coma"]),
    (ET, E5, "keyword", "passive euthanasia",
     ["euthanasia means allowing a patient to die by withholding or withdrawing"]),
    (ET, E5, "paraphrase", "whats the point of the smith and jones bathtub story",
     ["bare difference between killing and letting die makes no moral"]),
    (ET, E5, "how_why", "why did rachels think active euthanasia could be more humane",
     ["a patient to die slowly and in pain over several days"]),
    (ET, E5, "exact_term", "what's the slippery slope argument",
     ["allowing voluntary euthanasia will lead, step by step"]),
    (ET, E5, "how_why", "how could anyone check whether the slippery slope really happens",
     ["empirical version can only be tested by looking at places where the"]),
    (ET, E5, "table_row", "what does the deterrence theory of punishment aim at",
     ["Deterrence The future Prevent future crime by fear"]),
    (ET, E5, "code_block", "10% chance of getting caught and a 2,000 pound fine, whats the expected penalty",
     ["expected penalty = 0.10 x 2,000 = 200 pounds"]),
    (ET, E5, "worked_step", "how big would the fine have to be to actually deter the shop owner",
     ["0.10 x fine > 500 -> fine > 5,000 pounds"]),
    (ET, E5, "keyword", "lex talionis",
     ["the crudest form of proportion"]),
]

# Near-topic questions that no file of their course answers. The listed terms (regexes) are
# absent from every file of the course; check.py verifies that.
UNANSWERABLE = [
    (NW, "how does BGP pick between routes it learns from two different ISPs",
     [r"BGP", r"border gateway", r"autonomous systems?"]),
    (NW, "what's the difference between an IPv6 link-local address and a global one",
     [r"IPv6", r"link-local"]),
    (NW, "how do i set up a trunk port so several VLANs share one cable",
     [r"VLANs?", r"trunk\w*", r"802\.1Q"]),
    (NW, "what does spanning tree protocol do to stop switching loops",
     [r"spanning tree", r"STP"]),
    (NW, "how does the TLS handshake set up an encrypted session",
     [r"TLS", r"SSL", r"certificates?"]),
    (NW, "what port does SMTP use for sending mail between servers",
     [r"SMTP", r"port 25"]),
    (NW, "is WPA3 more secure than WPA2 for my home router",
     [r"WPA\d?", r"WEP", r"passphrase"]),
    (NW, "what is the maximum length of a cat6 ethernet cable",
     [r"cat ?5e?", r"cat ?6", r"twisted pair", r"metres?", r"cable length"]),
    (NW, "how does a site-to-site VPN tunnel work",
     [r"VPNs?", r"IPsec", r"tunnel\w*"]),
    (NW, "how does QoS give voice traffic priority over downloads",
     [r"QoS", r"quality of service", r"DSCP"]),
    (NW, "how does tcp slow start and congestion control work",
     [r"slow start", r"congestion"]),
    (NW, "what is the default lease time on a Windows Server DHCP server",
     [r"Windows Server", r"eight days", r"8 days"]),
    (ET, "what is rawls's veil of ignorance",
     [r"veil of ignorance", r"original position"]),
    (ET, "what is the doctrine of double effect",
     [r"double effect"]),
    (ET, "what does peter singer say about how much we should give to charity",
     [r"Singer", r"charity", r"famine"]),
    (ET, "what is hobbes's state of nature",
     [r"Hobbes", r"state of nature", r"Leviathan"]),
    (ET, "what is hume's is-ought problem",
     [r"Hume", r"is-ought"]),
    (ET, "what is divine command theory and the euthyphro dilemma",
     [r"divine command", r"Euthyphro"]),
    (ET, "what did nietzsche mean by slave morality",
     [r"Nietzsche", r"slave morality", r"master morality"]),
    (ET, "what is the ethics of care that carol gilligan developed",
     [r"ethics of care", r"care ethics", r"Gilligan", r"Noddings"]),
    (ET, "when did kant publish the critique of pure reason",
     [r"Critique of Pure Reason", r"1781"]),
    (ET, "what is preference utilitarianism",
     [r"preference utilitarian\w*", r"preferences?"]),
    (ET, "how many virtues of character does aristotle list altogether",
     [r"twelve", r"eleven", r"thirteen", r"\d+ virtues"]),
    (ET, "what is ethical egoism and is it a good theory",
     [r"egoism", r"egoists?"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (NW, "what is kant's categorical imperative", [r"categorical imperative", r"Kant\w*"]),
    (NW, "what did aristotle think a virtue was", [r"Aristotle", r"virtues?"]),
    (NW, "what does utilitarianism say makes an action right", [r"utilitarian\w*"]),
    (ET, "how do i work out the subnet mask for a /26", [r"subnet\w*", r"netmask"]),
    (ET, "how does the tcp three-way handshake work", [r"TCP", r"three-way handshake"]),
    (ET, "what does a dns server actually do", [r"DNS"]),
]

SEED = 20251128


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
        out.append({"course": course, "question": q, "answerable": True, "kind": kind,
                    "gold": gold, "source": source, "page": page})
    for course, q, _terms in UNANSWERABLE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "unanswerable",
                    "gold": [], "source": None, "page": None})
    for course, q, _terms in OTHER_COURSE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "other_course",
                    "gold": [], "source": None, "page": None})
    random.Random(SEED).shuffle(out)
    final = []
    for i, r in enumerate(out, 1):
        final.append({"id": f"ab10-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
