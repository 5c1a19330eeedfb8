"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 7. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
LX = "linux-command-line-and-git"
AC = "financial-accounting"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("chown", "DEAD CLIC")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block (usually introduced by a lead-in sentence)
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

L1 = "01-files-and-permissions.pdf"
L2 = "02-pipes-and-processes-slides.pdf"
L3 = "03-shell-scripts.docx"
L4 = "04-git-basics.md"
L5 = "05-branching-merging-and-remotes-notes.txt"
A1 = "01-double-entry-and-the-trial-balance.pdf"
A2 = "02-financial-statements-slides.pdf"
A3 = "03-depreciation-accruals-and-prepayments.pdf"
A4 = "04-concepts-and-ratio-analysis.docx"

ANSWERABLE = [
    # ---- L1: files and permissions (prose PDF) ----
    (LX, L1, "paraphrase", "i typed a command and the terminal printed nothing at all, did it even work??",
     ["a command that finishes quietly has done what you asked"]),
    (LX, L1, "exact_term", "what is a shell?", ["the program that reads the commands you type"]),
    (LX, L1, "paraphrase", "where is the C: drive on linux", ["There are no drive letters as there are on Windows"]),
    (LX, L1, "definition_tail", "absolute path starts with a slash and then what",
     ["is read from the root, so it means the same thing wherever you are"]),
    (LX, L1, "keyword", "cd -", ["cd - jumps back to the directory you were in just before"]),
    (LX, L1, "how_why", "why does ls hide files that start with a dot",
     ["kept out of sight so that they do not clutter ordinary listings"]),
    (LX, L1, "list_item", "how do i get ls to show sizes like 4.0K instead of bytes",
     ["prints sizes in human-readable units such as 4.0K or 2.3M"]),
    (LX, L1, "code_block", "what does a folder look like in ls -l output",
     ["drwxr-xr-x 2 maria staff 4.0K Mar 2 17:40 images"]),
    (LX, L1, "definition_tail", "does touch wipe a file that already exists",
     ["if the file does exist, touch only updates its modification time"]),
    (LX, L1, "paraphrase", "there's no rename command?? how do i rename a file",
     ["Moving and renaming are the same operation in Linux"]),
    (LX, L1, "worked_step", "in the downloads clean up example, how do the pdf files get moved",
     ["mv *.pdf old/pdfs/ moves every file whose name ends in .pdf into it"]),
    (LX, L1, "list_item", "wildcard for exactly one character",
     ["matches exactly one character, so photo?.jpg matches photo1.jpg"]),
    (LX, L1, "how_why", "why didn't rm * delete my hidden files", ["A wildcard never matches a leading dot"]),
    (LX, L1, "how_why", "i can list a folder but cd into it says permission denied, what permission is missing",
     ["execute lets you enter the directory with cd and reach the files inside it"]),
    (LX, L1, "table_row", "what would i use chmod 600 for", ["private files such as SSH keys"]),
    (LX, L1, "worked_step", "what's the final chmod command in the shared deploy script example",
     ["So the command is chmod 750 deploy.sh"]),
    (LX, L1, "exact_term", "what does sudo do", ["put sudo in front of a single command that needs the extra power"]),

    # ---- L2: pipes, searching and processes (slides) ----
    (LX, L2, "keyword", "stderr", ["stderr (2): error messages, also to the terminal"]),
    (LX, L2, "paraphrase", "how do i add lines to the end of a log file without wiping what's already in it",
     [">> appends stdout to the end of the file"]),
    (LX, L2, "code_block", "how to hide the permission denied errors when searching the whole disk for .conf files",
     ['find / -name "*.conf" 2> /dev/null']),
    (LX, L2, "code_block", "how do i get both the output and the errors of make into build.log",
     ["$ make > build.log 2>&1"]),
    (LX, L2, "exact_term", "what is /dev/null", ["A special file that throws away whatever is written to it"]),
    (LX, L2, "exact_term", "what does the | pipe symbol actually do",
     ["The stdout of the left command becomes the stdin of the right one"]),
    (LX, L2, "table_row", "uniq -c", ["counts runs of identical adjacent lines"]),
    (LX, L2, "table_row", "how do i keep only the 2nd column of a csv in a pipeline",
     ["keeps the second comma-separated field"]),
    (LX, L2, "how_why", "why do i have to sort before uniq", ["uniq only compares each line with the one just before it"]),
    (LX, L2, "code_block", "pipeline to get the top 3 most frequent ip addresses in an access log",
     ["sort | uniq -c | sort -rn | head -n 3"]),
    (LX, L2, "list_item", "grep ignore case", ["-i ignores the difference between upper and lower case"]),
    (LX, L2, "list_item", "how do i make grep show the lines that DON'T contain the word",
     ["-v inverts the search: prints lines that do NOT match"]),
    (LX, L2, "keyword", "find -mtime", ["-mtime -7: files modified in the last seven days"]),
    (LX, L2, "code_block", "use find to make every .sh file executable",
     ['-name "*.sh" -exec chmod u+x {} \\;']),
    (LX, L2, "paraphrase", "grep vs find, aren't they the same thing", ["grep looks inside files, at their contents"]),
    (LX, L2, "table_row", "which signal does ctrl+c send", ["sent by Ctrl+C; asks the program to stop"]),
    (LX, L2, "how_why", "why not just always use kill -9", ["SIGKILL gives the program no chance to clean up"]),
    (LX, L2, "worked_step", "in the frozen script example what do you do when the process is still running after a minute",
     ["kill -9 4121 forces it to end"]),
    (LX, L2, "paraphrase", "run the second command only if the first one worked?",
     ["a && b runs b only if a succeeded"]),

    # ---- L3: shell scripts (DOCX) ----
    (LX, L3, "exact_term", "what is the shebang line",
     ["starts with the two characters #! followed by the path of the interpreter"]),
    (LX, L3, "how_why", "why bother writing a script instead of just typing the commands",
     ["makes a routine job repeatable"]),
    (LX, L3, "worked_step", "how do i make greet.sh executable",
     ["Run chmod u+x greet.sh to give the owner execute permission"]),
    (LX, L3, "paraphrase", "my script is right there in the folder but typing its name says command not found",
     ["the shell looks for commands only in the directories listed in the PATH variable"]),
    (LX, L3, "how_why", "name = Maria gives an error, why", ["there must be no spaces around the equals sign"]),
    (LX, L3, "definition_tail", "what's different about single quotes in bash",
     ["Single quotes keep the text exactly as written"]),
    (LX, L3, "how_why", "why should i put double quotes around my variables",
     ["is split into two separate arguments"]),
    (LX, L3, "code_block", "save the number of csv files in a variable", ["count=$(ls *.csv | wc -l)"]),
    (LX, L3, "table_row", "what is $# in a script", ["the number of arguments given"]),
    (LX, L3, "table_row", "\"$@\" meaning", ["all arguments, each kept as a separate word"]),
    (LX, L3, "code_block", "how do i print a usage message to stderr in the argument check script",
     ['echo "usage: $0 FILE" >&2']),
    (LX, L3, "keyword", "spaces inside [ ] bash if", ["the spaces around the brackets are required"]),
    (LX, L3, "how_why", "why can't i compare numbers with > in single brackets",
     ["the shell reads them as redirections"]),
    (LX, L3, "code_block", "loop that reads a file line by line", ["while read -r line; do"]),
    (LX, L3, "worked_step", "in the backup loop example what happens to notes.md",
     ["notes.md is never touched, because it does not match the pattern"]),
    (LX, L3, "keyword", "set -u", ["makes it stop when it uses a variable that was never set"]),

    # ---- L4: git basics (Markdown) ----
    (LX, L4, "how_why", "what happens if i delete the .git folder",
     ["deletes the whole history but leaves your current files untouched"]),
    (LX, L4, "exact_term", "what does --global do in git config",
     ["applies to every repository on that machine"]),
    (LX, L4, "code_block", "how do i set my name in git", ['git config --global user.name "Maria Lopez"']),
    (LX, L4, "worked_step", "starting to track an existing folder, what does git status show right after git init",
     ["see that every file is listed as untracked"]),
    (LX, L4, "list_item", "what's the staging area", ["the set of changes that will go into the next commit"]),
    (LX, L4, "how_why", "why does git even have a staging area instead of committing everything",
     ["so that one commit can hold one logical change"]),
    (LX, L4, "keyword", "untracked files git status", ["cake.md is a new file that Git has never tracked"]),
    (LX, L4, "exact_term", "what is a commit hash", ["a 40-character hexadecimal string computed from its contents"]),
    (LX, L4, "keyword", "commit message summary line length",
     ["a short summary line of about 50 characters"]),
    (LX, L4, "definition_tail", "does git commit -am also add brand new files",
     ["It does not pick up new, untracked files"]),
    (LX, L4, "keyword", "HEAD", ["the commit you currently have checked out"]),
    (LX, L4, "table_row", "git diff --staged compares what", ["staging area against the last commit (what will be committed)"]),
    (LX, L4, "code_block", "what does git log --oneline output look like",
     ["7b0c4d2 Fix oven temperature in soup"]),
    (LX, L4, "paraphrase", "i added a file to .gitignore but git still tracks it, why",
     ["only affects files that are not yet tracked"]),
    (LX, L4, "paraphrase", "i ran git restore on a file by accident, can i get my edits back",
     ["the discarded edits were never committed, so Git has no copy of them"]),
    (LX, L4, "how_why", "why use git revert rather than deleting a commit that others already pulled",
     ["adds a new commit that does the opposite of the old one"]),

    # ---- L5: branching, merging, remotes (TXT) ----
    (LX, L5, "exact_term", "what is a branch in git", ["simply a movable label that points at one commit"]),
    (LX, L5, "how_why", "why are branches so cheap to create", ["Git writes one small file holding a commit hash"]),
    (LX, L5, "code_block", "command to make a new branch and switch to it at the same time",
     ["git switch -c fix-typo     create a branch and move to it in one step"]),
    (LX, L5, "how_why", "why git switch instead of git checkout", ["because checkout does too many unrelated jobs"]),
    (LX, L5, "list_item", "fast forward merge", ["Git simply slides the main label forward to the tip"]),
    (LX, L5, "list_item", "how many parents does a merge commit have", ["a new merge commit, which has two parents."]),
    (LX, L5, "worked_step", "in the three-way merge walkthrough, what does git merge menu produce",
     ["merge commit C5, parents C4, C3"]),
    (LX, L5, "table_row", "is it ok to rebase a branch other people are using",
     ["safe on shared branches yes no, rewrites history"]),
    (LX, L5, "code_block", "in the conflict example, which baking time does the HEAD side have",
     ["Bake at 180 degrees for 40 minutes."]),
    (LX, L5, "keyword", "git merge --abort", ["returns the branch to exactly the state it was in before the merge"]),
    (LX, L5, "how_why", "does rebasing keep the same commit hashes", ["Because each commit is replayed, rebasing creates new commits with new"]),
    (LX, L5, "exact_term", "what's the golden rule of rebasing",
     ["never rebase commits that you have already"]),
    (LX, L5, "table_row", "merge vs rebase how often do you resolve conflicts with rebase",
     ["once per replayed commit"]),
    (LX, L5, "definition_tail", "git fetch vs git pull, what does fetch do",
     ["download new commits from the remote, without changing your"]),
    (LX, L5, "paraphrase", "push got rejected saying the remote contains work i don't have",
     ["resolve any conflicts, and push again"]),

    # ---- A1: double entry and the trial balance (prose PDF) ----
    (AC, A1, "paraphrase", "the owner paid for her family holiday from her own bank account, does the business record that",
     ["the transaction belongs to her private life and not to the business"]),
    (AC, A1, "exact_term", "what is a liability", ["an amount the business owes to someone outside it"]),
    (AC, A1, "keyword", "accounting equation", ["Assets = Liabilities + Equity"]),
    (AC, A1, "worked_step", "bike repair shop example, what happens when it buys tools for cash",
     ["bank falls to 7,000 and tools rise to 3,000"]),
    (AC, A1, "worked_step", "what does the equation look like after the shop earns 800 from repairs",
     ["12,300 = 1,500 + 10,800"]),
    (AC, A1, "how_why", "what's the reason drawings don't count as an expense", ["because they are not spent to earn income"]),
    (AC, A1, "paraphrase", "so credit = good and debit = bad right?", ["a credit is not automatically good news"]),
    (AC, A1, "keyword", "DEAD CLIC", ["Credits increase Liabilities, Income and Capital"]),
    (AC, A1, "paraphrase", "easiest way to figure out which side of an entry is the debit",
     ["Money coming into the bank is always a debit to the bank account"]),
    (AC, A1, "list_item", "double entry for selling goods on credit", ["debit receivables 1,200, credit sales 1,200"]),
    (AC, A1, "how_why", "why doesn't profit change when a customer pays what they owe",
     ["one asset (receivables) is simply swapped for another (bank)"]),
    (AC, A1, "keyword", "narrative", ["a short explanation called the narrative"]),
    (AC, A1, "worked_step", "balancing the bank account of the repair shop, what is the balance carried down",
     ["10,800 - 4,000 = 6,800"]),
    (AC, A1, "exact_term", "what is a trial balance", ["a list of the balance on every ledger account at one date"]),
    (AC, A1, "how_why", "my trial balance agrees so my books have no mistakes, yes?",
     ["A trial balance that agrees does not prove that the books are correct"]),
    (AC, A1, "list_item", "error of principle example",
     ["recording the purchase of a van as a motor expense instead of an asset"]),
    (AC, A1, "how_why", "the difference on my trial balance divides by 9, what does that suggest",
     ["the cause is often a transposition, two digits swapped"]),

    # ---- A2: financial statements (slides) ----
    (AC, A2, "list_item", "which trial balance figures end up on the balance sheet",
     ["Asset, liability and capital balances go to the balance sheet"]),
    (AC, A2, "exact_term", "other name for the income statement", ["Also called the profit and loss account"]),
    (AC, A2, "how_why", "when do you count a sale as revenue, when the customer pays?",
     ["Recognised when goods are delivered or the service is done"]),
    (AC, A2, "keyword", "cost of sales formula", ["Opening inventory + purchases - closing inventory"]),
    (AC, A2, "worked_step", "cost of sales worked example answer", ["cost of sales = 30,000 - 5,000 = 25,000"]),
    (AC, A2, "exact_term", "what does gross profit measure", ["Measures the profit made on trading alone"]),
    (AC, A2, "list_item", "does carriage outwards go in cost of sales",
     ["Carriage outwards is an expense, not part of cost of sales"]),
    (AC, A2, "table_row", "where does loan interest go", ["a finance cost, shown with the expenses"]),
    (AC, A2, "exact_term", "what counts as a non-current asset", ["Held for use in the business for more than one year"]),
    (AC, A2, "list_item", "what order are current assets listed in", ["Listed in order of liquidity, least liquid first"]),
    (AC, A2, "keyword", "working capital", ["Net current assets = current assets - current liabilities"]),
    (AC, A2, "worked_step", "closing capital example, what's left after drawings", ["25,800 - 3,000 = 22,800"]),
    (AC, A2, "worked_step", "balance sheet check example, what are net assets after the loan",
     ["Deduct the non-current loan of 2,000: net assets 22,800"]),
    (AC, A2, "paraphrase", "if the owner takes more cash out for herself, does the profit go down",
     ["Profit is therefore the same however much the owner takes out"]),
    (AC, A2, "how_why", "why is closing inventory in both the income statement and the balance sheet",
     ["One entry in each statement keeps double entry complete"]),
    (AC, A2, "table_row", "where does a bank overdraft go", ["current liability, never a current asset"]),
    (AC, A2, "table_row", "discounts received treatment", ["other income, added after gross profit"]),
    (AC, A2, "definition_tail", "what is a company's equity made of", ["share capital plus retained earnings"]),

    # ---- A3: depreciation, accruals and prepayments (prose PDF) ----
    (AC, A3, "exact_term", "what is the matching concept",
     ["matched against the revenue of the period in which they help to earn it"]),
    (AC, A3, "paraphrase", "why can't we just put the whole cost of the van as an expense the year we buy it",
     ["would make that year look very poor"]),
    (AC, A3, "how_why", "is the depreciated value what the asset would sell for",
     ["Depreciation is not an attempt to show what the asset could be sold for"]),
    (AC, A3, "list_item", "residual value meaning", ["expects to receive for the asset at the end of its useful life"]),
    (AC, A3, "keyword", "net book value", ["The carrying amount is also known as the net book value"]),
    (AC, A3, "exact_term", "straight line depreciation formula",
     ["Annual depreciation = (cost - residual value) / useful life in years"]),
    (AC, A3, "worked_step", "machine example, what's the yearly straight-line charge",
     ["The annual charge is 40,000 / 4 = 10,000"]),
    (AC, A3, "definition_tail", "reducing balance, the percentage is applied to what exactly",
     ["to the carrying amount at the start of that year, not to the original cost"]),
    (AC, A3, "how_why", "why is reducing balance used for vehicles and computers",
     ["lose most of their usefulness, or their value, early in their life"]),
    (AC, A3, "table_row", "prepaid expense what happens to it in the income statement", ["taken off the expense"]),
    (AC, A3, "worked_step", "how was the 4,625 straight-line figure for the van worked out",
     ["13,875 / 3 = 4,625 a year"]),
    (AC, A3, "how_why", "why can't a business keep switching depreciation methods",
     ["it could move profit from one year to another at will"]),
    (AC, A3, "worked_step", "electricity accrual example, what's the expense for the year",
     ["The electricity used in the year is 2,400 + 700 = 3,100"]),
    (AC, A3, "worked_step", "insurance paid 1 april how much is prepaid at 31 december",
     ["The remaining 3 months, 300, are a prepayment"]),
    (AC, A3, "table_row", "income received in advance, what happens to it in the income statement",
     ["taken off the income"]),
    (AC, A3, "keyword", "bad debt written off", ["the receivable is removed from the books"]),
    (AC, A3, "how_why", "allowance for receivables goes down, what happens to profit",
     ["the decrease is added back to profit"]),

    # ---- A4: concepts and ratio analysis (DOCX) ----
    (AC, A4, "keyword", "going concern", ["the business will carry on trading for the foreseeable future"]),
    (AC, A4, "definition_tail", "historical cost concept", ["assets are recorded at the price actually paid for them"]),
    (AC, A4, "paraphrase", "why doesn't a really skilled workforce show up as an asset anywhere",
     ["only items that can be measured in money are recorded"]),
    (AC, A4, "exact_term", "when is something material", ["could change the decisions of someone who reads the accounts"]),
    (AC, A4, "how_why", "why isn't a stapler depreciated over its life",
     ["depreciating it would cost more effort than the information is worth"]),
    (AC, A4, "definition_tail", "what makes information a faithful representation",
     ["they are complete, neutral and free from error"]),
    (AC, A4, "table_row", "timeliness", ["information reaches users while it can still affect their decisions"]),
    (AC, A4, "table_row", "return on capital employed formula", ["net profit / capital employed x 100"]),
    (AC, A4, "table_row", "mark-up formula", ["gross profit / cost of sales x 100"]),
    (AC, A4, "worked_step", "something bought for 75 and sold for 100, margin or mark-up?",
     ["a mark-up of 33.3% but a margin of only 25%"]),
    (AC, A4, "how_why", "why might gross profit margin fall",
     ["the cost of buying the goods has risen faster than the business"]),
    (AC, A4, "how_why", "why does the acid test leave out inventory",
     ["it is the current asset that takes longest to turn into cash"]),
    (AC, A4, "worked_step", "quick ratio in the shop example", ["Quick ratio = 8,000 / 10,000 = 0.8 : 1"]),
    (AC, A4, "worked_step", "receivables days worked example result", ["0.125 x 365 = 45.6"]),
    (AC, A4, "keyword", "inventory turnover", ["cost of sales divided by average inventory"]),
]

# Near-topic questions that no file of their course answers. The regexes are searched
# (case-insensitive, word boundaries) in every file of the course by check.py and must not match.
UNANSWERABLE = [
    (LX, "how do i make a script run every night at 2am with cron", [r"cron\w*", r"crontab", r"schedul\w*"]),
    (LX, "how do i save and quit in vim", [r"vim?", r"emacs", r"nano"]),
    (LX, "git stash - how do i put my changes aside for a bit without committing", [r"stash\w*"]),
    (LX, "how do i cherry-pick one commit from another branch", [r"cherry\S*"]),
    (LX, "using git bisect to find which commit broke the build", [r"bisect\w*"]),
    (LX, "how do i compress a folder into a .tar.gz", [r"tar", r"gzip", r"g?zip", r"compress\w*"]),
    (LX, "replace a word in every line of a file with sed", [r"sed", r"awk", r"tr"]),
    (LX, "how do git submodules work", [r"submodules?"]),
    (LX, "how to install a program with apt-get", [r"apt(-get)?", r"package manager", r"dnf", r"yum"]),
    (LX, "how do i tag a release like v1.0 in git", [r"tags?", r"tagging", r"tagged", r"releases?"]),
    (AC, "how do i account for VAT on sales", [r"VAT", r"sales tax", r"value added"]),
    (AC, "how do you prepare a cash flow statement", [r"cash ?flows?", r"statement of cash"]),
    (AC, "FIFO vs LIFO for valuing inventory", [r"FIFO", r"LIFO", r"AVCO", r"first in"]),
    (AC, "how is goodwill calculated when you buy a business", [r"goodwill"]),
    (AC, "how do i do a bank reconciliation", [r"reconcil\w*", r"bank statements?"]),
    (AC, "sum of the years digits depreciation method",
     [r"sum[- ]of[- ]the[- ]years", r"units of production", r"SYD"]),
    (AC, "how are profits split between partners in a partnership", [r"partners?", r"partnerships?", r"appropriation"]),
    (AC, "how do you find the break-even point", [r"break-?even", r"contribution", r"fixed costs?"]),
    (AC, "how are leases accounted for under IFRS 16", [r"leases?", r"leasing", r"IFRS", r"right-of-use"]),
    (AC, "how do you prepare consolidated accounts for a group with a subsidiary",
     [r"consolidat\w*", r"subsidiar\w*", r"group accounts"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (LX, "what's the accounting equation", [r"accounting equation"]),
    (LX, "how do i work out straight-line depreciation", [r"depreciat\w*"]),
    (LX, "what does a trial balance show", [r"trial balance"]),
    (LX, "prepayment vs accrual", [r"prepayments?", r"accruals?"]),
    (LX, "current ratio formula", [r"current ratio"]),
    (AC, "how do i make my script executable with chmod", [r"chmod", r"executable"]),
    (AC, "what does git rebase do", [r"rebas\w*"]),
    (AC, "how to search a file for a word with grep", [r"grep"]),
    (AC, "what goes in a .gitignore file", [r"gitignore"]),
    (AC, "how do i kill a frozen process", [r"kill", r"SIGTERM", r"PID"]),
]

SEED = 20241207


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
        final.append({"id": f"ab7-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
